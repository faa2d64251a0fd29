import { isSameBasket, type Basket } from "@investar/core";

/** A manual payment of this customer awaiting verification, and what it buys. */
export interface PendingManualPayment {
  orderNumber: string;
  reference: string | null;
  basket: Basket;
}

/** docs/business-rules.md#one-basket-one-pending-payment: the pending manual payment for this basket, if any. */
export function pendingPaymentFor(pending: readonly PendingManualPayment[], basket: Basket): PendingManualPayment | null {
  return pending.find((payment) => isSameBasket(payment.basket, basket)) ?? null;
}
