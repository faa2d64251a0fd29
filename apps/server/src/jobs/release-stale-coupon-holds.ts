import { and, eq, lte } from "drizzle-orm";
import { UNPAID_COUPON_HOLD_HOURS } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../deps.ts";
import { releaseCouponUse } from "../services/coupons/release-coupon-use.ts";

const HOUR = 3_600_000;

/**
 * An order takes its coupon use when it is made (ADR 0024), and a manual UPI order is made when its QR
 * code is shown, before anything is paid. One the customer never says they paid for stays `created`, and
 * would hold that use for ever. After UNPAID_COUPON_HOLD_HOURS the use goes back to the coupon; the order
 * itself stays, so a payment that still arrives for it is activated as usual and its use counted then
 * (countCouponUse). Conditional on the order still being `created` under its row lock, so it is safe
 * beside a customer saying "I have paid" at that moment, and beside itself on another instance.
 * Returns how many uses went back.
 */
export async function releaseStaleCouponHolds(deps: AppDeps): Promise<number> {
  const o = schema.orders;
  const r = schema.couponRedemptions;
  const cutoff = new Date(deps.now().getTime() - UNPAID_COUPON_HOLD_HOURS * HOUR);
  const stale = await deps.db
    .select({ id: o.id })
    .from(o)
    .innerJoin(r, eq(r.orderId, o.id))
    .where(and(eq(o.status, "created"), lte(o.createdAt, cutoff)))
    .limit(100);
  let released = 0;
  for (const { id } of stale) {
    const gaveBack = await deps.db.transaction(async (tx) => {
      const [order] = await tx.select({ status: o.status }).from(o).where(eq(o.id, id)).for("update");
      return order?.status === "created" ? releaseCouponUse(tx, id) : false;
    });
    if (gaveBack) released += 1;
  }
  if (released > 0) await deps.caches.invalidate("catalogue");
  return released;
}
