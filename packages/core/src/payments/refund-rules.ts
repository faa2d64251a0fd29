/**
 * What can still be refunded of a payment, and what a refund does to it (docs/business-rules.md#refunds).
 * A payment may be refunded in several parts. Every refund not refused by the gateway counts against what
 * was paid from the moment it is asked for, so a refund still waiting at the gateway holds its amount:
 * the sum of settled and waiting refunds never exceeds the payment. A refused refund holds nothing.
 * Only settled refunds change the order: when they reach the whole amount it is refunded, before that
 * partly refunded.
 */
import { formatMoney, isChargeable, type Currency } from "../money.ts";
import type { OrderStatus } from "./order-state.ts";

/**
 * A refund's life. `credited` (to the wallet) and `sent` (a manual payment sent back, with its UTR) settle
 * at once; a card refund is `requested` until the gateway has answered, `pending` while the gateway
 * processes it, then `refunded` or `failed`. `awaiting-gateway` is the older record of a refund a person
 * was to send back by hand.
 */
export const refundStatuses = ["credited", "sent", "requested", "pending", "refunded", "failed", "awaiting-gateway"] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/** Money has gone back to the customer. */
export function isSettledRefund(status: RefundStatus): boolean {
  return status === "credited" || status === "sent" || status === "refunded" || status === "awaiting-gateway";
}

/** Counts against the payment: everything but a refund the gateway refused. */
export function holdsRefundAmount(status: RefundStatus): boolean {
  return status !== "failed";
}

/** How a refund's state reads to staff and to the customer. */
export const refundStatusWords: Readonly<Record<RefundStatus, string>> = {
  credited: "Credited to the wallet",
  sent: "Sent back",
  requested: "Asked of the gateway",
  pending: "Being processed by the gateway",
  refunded: "Refunded",
  failed: "Refused by the gateway",
  "awaiting-gateway": "To be returned by hand",
};

export interface RefundPosition {
  paid: number;
  /** Settled refunds (minor units). */
  settled: number;
  /** Asked for and not yet settled. */
  inFlight: number;
  /** What a new refund may still take. */
  left: number;
}

/** Where a payment of `paid` minor units stands, given its refunds. */
export function refundPosition(paid: number, refunds: readonly { amount: number; status: RefundStatus }[]): RefundPosition {
  let settled = 0;
  let inFlight = 0;
  for (const refund of refunds) {
    if (isSettledRefund(refund.status)) settled += refund.amount;
    else if (holdsRefundAmount(refund.status)) inFlight += refund.amount;
  }
  return { paid, settled, inFlight, left: Math.max(0, paid - settled - inFlight) };
}

export type RefundCheck = { ok: true; amount: number; full: boolean } | { ok: false; message: string };

/** Which order statuses can take a refund: paid, or already partly refunded. */
export function isRefundableStatus(status: OrderStatus): boolean {
  return status === "paid" || status === "partially-refunded";
}

/**
 * A refund of `requested` minor units (or everything left when null) against the position: whole rupees
 * (cents), more than zero, never above what is left. `full` when, once settled, nothing is left of the payment.
 */
export function checkRefundAmount(position: RefundPosition, currency: Currency, requested: number | null): RefundCheck {
  const money = (minor: number) => formatMoney(minor, currency);
  if (position.left <= 0) {
    const waiting = position.inFlight > 0 ? ` (${money(position.inFlight)} of it still with the gateway)` : "";
    return {
      ok: false,
      message: `Nothing is left to refund: ${money(position.paid - position.left)} of ${money(position.paid)} is refunded${waiting}.`,
    };
  }
  const amount = requested ?? position.left;
  if (!isChargeable(amount, currency) || amount <= 0)
    return { ok: false, message: `The refund must be a positive whole number of ${currency === "INR" ? "rupees" : "cents"}.` };
  if (amount > position.left) {
    const before = position.paid - position.left;
    if (before === 0) return { ok: false, message: `The refund can't be more than the ${money(position.paid)} paid.` };
    return {
      ok: false,
      message: `The refund can't be more than the ${money(position.left)} left to refund: ${money(before)} of the ${money(position.paid)} paid is already refunded or on its way.`,
    };
  }
  return { ok: true, amount, full: position.settled + position.inFlight + amount === position.paid };
}

/** The order's status once its settled refunds come to `settled` of `paid`. */
export function orderStatusAfterRefunds(paid: number, settled: number): "refunded" | "partially-refunded" {
  return settled >= paid ? "refunded" : "partially-refunded";
}
