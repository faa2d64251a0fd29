import type { PaymentGateway } from "./order.ts";
import type { OrderStatus } from "./order-state.ts";

/** COUPON_HOLD_MINUTES' default: how long an open, unpaid checkout keeps the coupon use it took. */
export const DEFAULT_COUPON_HOLD_MINUTES = 30;

/**
 * How long a manual payment the customer says they made keeps its coupon use while it waits for an admin
 * to match it with the bank statement: long enough for the statement to show it the next day.
 */
export const DECLARED_PAYMENT_COUPON_HOLD_HOURS = 24;

const MINUTE = 60_000;

/**
 * docs/business-rules.md#coupon-hold: until when an order keeps the coupon use it took when it was made,
 * or null when its use is no longer "held" but settled (paid, refunded) or already given back (failed,
 * cancelled). An open payment — a card checkout, or a UPI QR code shown but not yet declared paid — holds
 * it `holdMinutes` from its creation; a manual payment the customer says they made holds it
 * DECLARED_PAYMENT_COUPON_HOLD_HOURS from that declaration. Past that the use goes back to the coupon; an
 * order still paid later is counted then.
 */
export function couponHoldEndsAt(
  order: { gateway: PaymentGateway; status: OrderStatus; createdAt: Date; declaredAt: Date | null },
  holdMinutes: number,
): Date | null {
  if (order.status !== "created" && order.status !== "pending") return null;
  if (order.gateway === "ManualPayment" && order.status === "pending" && order.declaredAt)
    return new Date(order.declaredAt.getTime() + DECLARED_PAYMENT_COUPON_HOLD_HOURS * 60 * MINUTE);
  return new Date(order.createdAt.getTime() + holdMinutes * MINUTE);
}
