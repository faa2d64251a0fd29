import type { OrderStatus } from "./order-state.ts";

/**
 * What a manual payment's order status means to the customer and the admin (docs/business-rules.md#manual-payment-lifecycle: a manual payment's
 * status can be updated, then it is activated, and it can be refunded). "Activated" is the order moved to
 * paid: what was bought is then switched on in the same transaction.
 */
export const manualPaymentStatusWords: Readonly<Record<OrderStatus, string>> = {
  created: "Not submitted",
  pending: "Awaiting verification",
  paid: "Activated",
  failed: "Rejected",
  cancelled: "Cancelled",
  refunded: "Refunded",
  "partially-refunded": "Partly refunded",
};

/** The status text a new manual payment starts with, until an admin writes their own. */
export const MANUAL_PAYMENT_INITIAL_STATUS = "Submitted by the customer; we will match it with our bank statement.";

export const MANUAL_PAYMENT_STATUS_TEXT_MAX_LENGTH = 500;
