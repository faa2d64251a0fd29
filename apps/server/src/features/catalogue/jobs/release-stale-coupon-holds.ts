import { and, eq, inArray, lte, ne, or } from "drizzle-orm";
import { couponHoldEndsAt, DECLARED_PAYMENT_COUPON_HOLD_HOURS } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { releaseCouponUse } from "../services/release-coupon-use.ts";

const MINUTE = 60_000;

/**
 * An order takes its coupon use when it is made (ADR 0024). docs/business-rules.md#coupon-hold: an open
 * payment (a card checkout, a UPI QR code not yet declared paid) holds it COUPON_HOLD_MINUTES, a manual
 * payment the customer says they made DECLARED_PAYMENT_COUPON_HOLD_HOURS; after that the use goes back to
 * the coupon. A failed or cancelled payment gives it back at once (transitionOrder). The order itself
 * stays, so a payment that still arrives for it is activated as usual and its use counted then
 * (countCouponUse). Decided again under the order's row lock (core's couponHoldEndsAt), so it is safe
 * beside a customer saying "I have paid" at that moment, and beside itself on another instance.
 * Returns how many uses went back.
 */
export async function releaseStaleCouponHolds(deps: AppDeps): Promise<number> {
  const o = schema.orders;
  const r = schema.couponRedemptions;
  const m = schema.manualPayments;
  const now = deps.now();
  const openCutoff = new Date(now.getTime() - deps.config.couponHoldMinutes * MINUTE);
  const declaredCutoff = new Date(now.getTime() - DECLARED_PAYMENT_COUPON_HOLD_HOURS * 60 * MINUTE);
  const stale = await deps.db
    .select({ id: o.id })
    .from(o)
    .innerJoin(r, eq(r.orderId, o.id))
    .leftJoin(m, eq(m.orderId, o.id))
    .where(
      or(
        and(
          inArray(o.status, ["created", "pending"]),
          or(ne(o.gateway, "ManualPayment"), eq(o.status, "created")),
          lte(o.createdAt, openCutoff),
        ),
        and(eq(o.gateway, "ManualPayment"), eq(o.status, "pending"), lte(m.createdAt, declaredCutoff)),
      ),
    )
    .limit(100);
  let released = 0;
  for (const { id } of stale) {
    const gaveBack = await deps.db.transaction(async (tx) => {
      const [order] = await tx.select().from(o).where(eq(o.id, id)).for("update");
      if (!order) return false;
      const [manual] = await tx.select({ declaredAt: m.createdAt }).from(m).where(eq(m.orderId, id));
      const endsAt = couponHoldEndsAt({ ...order, declaredAt: manual?.declaredAt ?? null }, deps.config.couponHoldMinutes);
      return endsAt !== null && endsAt <= now ? releaseCouponUse(tx, id) : false;
    });
    if (gaveBack) released += 1;
  }
  if (released > 0) await deps.caches.invalidate("catalogue");
  return released;
}
