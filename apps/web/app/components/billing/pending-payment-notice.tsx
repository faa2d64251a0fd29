import type { PendingManualPayment } from "./pending-payment.ts";

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
