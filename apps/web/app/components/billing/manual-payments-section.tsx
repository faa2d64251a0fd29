import { formatDay, formatMoney, manualPaymentModeInfo, isManualPaymentMode } from "@investar/core";
import { useState } from "react";
import type { ManualPaymentEntry } from "@investar/contract/pages/manual-payments";
import { AddPaymentReference } from "./add-payment-reference.tsx";
import { UpiPayment } from "./upi-payment.tsx";
import "../../styles/billing.css";
import { Fact } from "../fact.tsx";

// Fixed zone so the server's render and the browser's agree.
const submittedFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

/**
 * My Subscription's manual payments (ADR 0009): each payment the customer declared, where it stands
 * and the admin's latest note; a UPI payment still waiting shows its QR code again. Its data comes from
 * WebServices.listManualPayments(userId) in the page's loader.
 */
export function ManualPaymentsSection({ payments, headingLevel = 2 }: { payments: ManualPaymentEntry[]; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="manual-payments" aria-labelledby="manual-payments-heading">
      <Heading id="manual-payments-heading">Bank transfer, cheque and UPI payments</Heading>
      {payments.length === 0 ? (
        <p>You have not told us about any bank transfer, cheque or UPI payment. You can pay that way from Customise your subscription.</p>
      ) : (
        <ul className="manual-payments__list" role="list">
          {payments.map((payment) => (
            <li key={payment.paymentId}>
              <ManualPaymentCard payment={payment} titleLevel={headingLevel === 2 ? 3 : 4} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ManualPaymentCard({ payment, titleLevel }: { payment: ManualPaymentEntry; titleLevel: 3 | 4 }) {
  const Title = `h${titleLevel}` as const;
  const referenceLabel = isManualPaymentMode(payment.mode) ? manualPaymentModeInfo[payment.mode].referenceLabel : "Reference";
  // Added here after "I have paid, I'll add the UTR later": shown at once, the loader's copy is older.
  const [reference, setReference] = useState(payment.reference);
  const addable = payment.status === "pending" && reference === null && isManualPaymentMode(payment.mode) ? payment.mode : null;
  return (
    <article className="manual-payment-card card" aria-labelledby={`manual-payment-${payment.paymentId}`}>
      <header className="manual-payment-card__header">
        <Title id={`manual-payment-${payment.paymentId}`} className="manual-payment-card__title">
          Order {payment.orderNumber}
        </Title>
        <span className={`payment-status payment-status--${payment.status}`}>{payment.statusWords}</span>
        {payment.possibleDuplicateOf ? (
          <>
            {" "}
            <span className="payment-status payment-status--duplicate">Possible duplicate</span>
          </>
        ) : null}
      </header>
      <dl className="manual-payment-card__facts">
        <Fact label="For">{payment.items.join(", ")}</Fact>
        <Fact label="Paid by">{payment.mode}</Fact>
        <Fact label={referenceLabel}>{reference ?? "Not given yet"}</Fact>
        <Fact label="Amount due">{formatMoney(payment.amountDue, payment.currency)}</Fact>
        <Fact label="You told us you paid">{formatMoney(payment.declaredAmount, payment.currency)}</Fact>
        <Fact label="Date paid">{formatDay(payment.paymentDate)}</Fact>
        {payment.bankName ? <Fact label="Bank">{payment.bankName}</Fact> : null}
        <Fact label="Submitted">{submittedFormat.format(new Date(payment.submittedAt))}</Fact>
        <Fact label="Latest note">{payment.statusText}</Fact>
      </dl>
      {payment.rejectionReason ? (
        // docs/business-rules.md#manual-payment-rejection: the staff's reason and what to do next, as the mail said.
        <div className="notice notice--warning">
          <p>
            <strong>We could not confirm this payment.</strong> {payment.rejectionReason}
          </p>
          <p>
            Nothing was switched on. If the money did leave your account, <a href="/support">contact support</a> with order{" "}
            {payment.orderNumber} and your bank statement; if it did not, you can buy again from the checkout.
          </p>
        </div>
      ) : null}
      {payment.possibleDuplicateOf ? (
        <p className="notice">
          You told us about this payment while order {payment.possibleDuplicateOf} for the same purchase was still being checked. If both
          payments reach us, we activate one and refund the other.
        </p>
      ) : null}
      {addable ? (
        <AddPaymentReference paymentId={payment.paymentId} orderNumber={payment.orderNumber} mode={addable} onAdded={setReference} />
      ) : null}
      {payment.upi ? (
        <details className="manual-payment-card__upi">
          <summary>Pay this order by UPI</summary>
          <UpiPayment upi={payment.upi} amount={payment.amountDue} orderNumber={payment.orderNumber} />
        </details>
      ) : null}
    </article>
  );
}
