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

/** Shown instead of the Pay buttons while this basket's manual payment awaits verification: paying again would pay twice. */
export function PendingPaymentNotice({ payment }: { payment: PendingManualPayment }) {
  return (
    <div className="notice notice--info pending-payment" role="status">
      <p>
        <strong>Payment pending</strong>: order {payment.orderNumber}
        {payment.reference ? `, reference ${payment.reference}` : ""}.
      </p>
      <p>
        We confirm manual payments within one working day and mail you when it is done. Please do not pay again: follow it on{" "}
        <a href="/my-investar/manage-subscription">My Subscription</a>.
      </p>
    </div>
  );
}
