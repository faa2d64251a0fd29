import { and, eq } from "drizzle-orm";
import { normaliseCouponCode } from "@investar/core";
import { schema, type Executor } from "@investar/db";

/** Whether the customer already holds a use of a once-per-customer coupon. */
export async function hasUsedCoupon(db: Executor, userId: number, code: string): Promise<boolean> {
  const r = schema.couponRedemptions;
  const [row] = await db
    .select({ orderId: r.orderId })
    .from(r)
    .where(and(eq(r.userId, userId), eq(r.code, normaliseCouponCode(code)), eq(r.oncePerUser, true)))
    .limit(1);
  return row !== undefined;
}
