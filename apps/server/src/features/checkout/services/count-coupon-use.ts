import { and, eq, sql } from "drizzle-orm";
import { normaliseCouponCode } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { AppError } from "../../../errors.ts";
import type { SubscriptionOrder } from "../../payments/index.ts";
import type { Transaction } from "../../../database/transaction.ts";

/** Whether the order took its coupon use when it was created. */
async function holdsCouponUse(tx: Transaction, orderId: number): Promise<boolean> {
  const r = schema.couponRedemptions;
  const [row] = await tx.select({ orderId: r.orderId }).from(r).where(eq(r.orderId, orderId)).limit(1);
  return row !== undefined;
}

/**
 * The coupon use of a paid order. Orders take their use when they are created (holdCouponUse, ADR 0024),
 * so for them there is nothing left to count. An order created before that (still pending when the
 * change was deployed) is counted here, its limit checked again in the statement. Returns whether a
 * count changed, so the caller drops the cached catalogue after the commit.
 *
 * Over the limit (the last uses raced): a change paid by credits is refused like any other, nothing is
 * applied. But a card or manual payment has already been taken at the quoted price; refusing would leave
 * paid money without its subscription, so the use is counted past the limit and an audit row says so.
 */
export async function countCouponUse(deps: AppDeps, tx: Transaction, order: SubscriptionOrder): Promise<boolean> {
  const code = normaliseCouponCode(order.quote.summary.appliedCouponCode);
  if (code === "") return false;
  if (await holdsCouponUse(tx, order.id)) return false;
  const c = schema.catalogueCoupons;
  const sameCode = eq(sql`upper(trim(${c.code}))`, code);
  const [counted] = await tx
    .update(c)
    .set({ timesUsed: sql`${c.timesUsed} + 1` })
    .where(and(sameCode, sql`(${c.usageLimit} is null or ${c.timesUsed} < ${c.usageLimit})`))
    .returning({ timesUsed: c.timesUsed });
  if (counted) return true;
  if (order.gateway === "ChangeSub") {
    throw new AppError("CouponCodeApply", `Coupon ${code} has been used as many times as it allows.`, { status: 409 });
  }
  const [overused] = await tx
    .update(c)
    .set({ timesUsed: sql`${c.timesUsed} + 1` })
    .where(sameCode)
    .returning({ timesUsed: c.timesUsed, usageLimit: c.usageLimit });
  await tx.insert(schema.auditLog).values({
    action: "coupon-used-past-limit",
    subject: `order:${order.orderNumber}`,
    details: { coupon: code, timesUsed: overused?.timesUsed ?? null, usageLimit: overused?.usageLimit ?? null },
    at: deps.now(),
  });
  return overused !== undefined;
}
