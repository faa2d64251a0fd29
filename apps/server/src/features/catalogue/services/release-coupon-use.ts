import { eq, sql } from "drizzle-orm";
import { schema } from "@investar/db";
import type { Transaction } from "../../../database/transaction.ts";
import { sameCouponCode } from "./hold-coupon-use.ts";

const c = schema.catalogueCoupons;

/**
 * Gives back the use a failed or cancelled order held, so it can be sold again. Returns whether one was
 * given back. A refunded order keeps its use: the coupon was used.
 */
export async function releaseCouponUse(tx: Transaction, orderId: number): Promise<boolean> {
  const [released] = await tx
    .delete(schema.couponRedemptions)
    .where(eq(schema.couponRedemptions.orderId, orderId))
    .returning({ code: schema.couponRedemptions.code });
  if (!released) return false;
  await tx
    .update(c)
    .set({ timesUsed: sql`greatest(${c.timesUsed} - 1, 0)` })
    .where(sameCouponCode(released.code));
  return true;
}
