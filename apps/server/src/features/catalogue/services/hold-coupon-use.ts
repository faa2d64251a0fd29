import { and, eq, sql } from "drizzle-orm";
import { couponUsedByYouMessage, couponUsedUpMessage, isWebinarSnapshot, normaliseCouponCode } from "@investar/core";
import { isUniqueViolation, schema } from "@investar/db";
import { AppError } from "../../../errors.ts";
import type { Order } from "../../payments/index.ts";
import type { Transaction } from "../../../database/transaction.ts";

const c = schema.catalogueCoupons;
/** Codes compare as core's normaliseCouponCode does, matching the coupons' unique expression index. */
export const sameCouponCode = (code: string) => eq(sql`upper(trim(${c.code}))`, code);

const refused = (message: string) => new AppError("CouponCodeApply", message, { status: 400 });

/**
 * Takes one use of the coupon an order's quote applied, in the transaction that creates the order (ADR
 * 0024). One conditional UPDATE counts it only while uses are left and the coupon is on: under
 * PostgreSQL concurrent checkouts queue on the coupon's row lock and each sees the count the one before
 * it left, so a limit of N lets exactly N orders through. The others are refused before any payment.
 * Returns whether a use was taken (the caller drops the cached catalogue after the commit).
 */
export async function holdCouponUse(tx: Transaction, order: Order, now: Date): Promise<boolean> {
  // A webinar's coupon is the webinar's own code, with no count to keep.
  if (isWebinarSnapshot(order.quote)) return false;
  const code = normaliseCouponCode(order.quote.summary.appliedCouponCode);
  if (code === "") return false;
  const [held] = await tx
    .update(c)
    .set({ timesUsed: sql`${c.timesUsed} + 1` })
    .where(and(sameCouponCode(code), eq(c.disabled, false), sql`(${c.usageLimit} is null or ${c.timesUsed} < ${c.usageLimit})`))
    .returning({ oncePerUser: c.oncePerUser });
  if (!held) {
    const [coupon] = await tx.select({ disabled: c.disabled }).from(c).where(sameCouponCode(code)).limit(1);
    throw refused(coupon?.disabled === false ? couponUsedUpMessage(code) : `Coupon ${code} is no longer available.`);
  }
  try {
    await tx
      .insert(schema.couponRedemptions)
      .values({ orderId: order.id, code, userId: order.userId, oncePerUser: held.oncePerUser, createdAt: now });
  } catch (error) {
    if (isUniqueViolation(error, "coupon_redemptions_once_per_user")) throw refused(couponUsedByYouMessage(code));
    throw error;
  }
  return true;
}
