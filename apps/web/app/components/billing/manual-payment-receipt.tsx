import { formatMoney } from "@investar/core";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { SubmittedManualPayment } from "./manual-payment-api.ts";

/** After SetUsersManualPayment: what the customer told us they paid, and where to follow it. */
export function ManualPaymentReceipt({ payment }: { payment: SubmittedManualPayment }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form this replaces had the focus: move it to the news, so keyboard and screen-reader users land on it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="manual-payment-receipt">
      <h3 ref={heading} tabIndex={-1}>
        Payment details received
      </h3>
      <p>{payment.message}</p>
      <dl className="manual-payment-receipt__facts">
        <div>
          <dt>Order number</dt>
          <dd>{payment.orderNumber}</dd>
        </div>
        <div>
          <dt>Amount due</dt>
          <dd>{formatMoney(payment.amountDue, "INR")}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{payment.statusWords}</dd>
        </div>
      </dl>
      <p>
        <Link to="/my-investar/manage-subscription">Follow this payment on My Subscription</Link>
      </p>
    </div>
  );
}
