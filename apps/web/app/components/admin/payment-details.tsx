import { formatDay, formatMoney } from "@investar/core";
import { useEffect, useState } from "react";
import { apiErrorMessage } from "../../lib/api-error-message.ts";
import { UpiPayment } from "../billing/upi-payment.tsx";
import { ActivatePaymentButton } from "./activate-payment-button.tsx";
import { adminPayments, type AdminPaymentDetails } from "./admin-payments-api.ts";
import { PaymentStatusForm } from "./payment-status-form.tsx";
import { RefundTable } from "../billing/refund-table.tsx";
import { CheckRefundButton } from "./check-refund-button.tsx";
import { RefundForm } from "./refund-form.tsx";
import { RejectPaymentForm } from "./reject-payment-form.tsx";
import { Fact } from "../fact.tsx";

interface PaymentDetailsProps {
  userId: number;
  paymentId: number;
  isManualPayment: boolean;
  version: number;
  /** After an action: read everything again (details, the list, the counts). */
  onChanged(): void;
}

/** GetManualPaymentDetails and what can be done with the payment: status note, activation, refund. */
export function PaymentDetails({ userId, paymentId, isManualPayment, version, onChanged }: PaymentDetailsProps) {
  const [payment, setPayment] = useState<AdminPaymentDetails | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    adminPayments.details(userId, paymentId, isManualPayment).then(
      (answer) => {
        if (current) setPayment(answer);
      },
      (failure: unknown) => {
        if (current) setError(apiErrorMessage(failure));
      },
    );
    return () => {
      current = false;
    };
  }, [userId, paymentId, isManualPayment, version]);

  if (error) return <p className="field__error">{error}</p>;
  if (!payment || payment.paymentId !== paymentId) return <p aria-live="polite">Loading the payment…</p>;
  const money = (minor: number) => formatMoney(minor, payment.currency);
  const { manual } = payment;
  return (
    <div className="payment-details">
      <p>
        <span className={`payment-status payment-status--${payment.status}`}>{payment.statusWords}</span>
      </p>
      <dl className="payment-details__facts">
        <Fact label="Order">{payment.orderNumber}</Fact>
        <Fact label="Customer">{`${payment.customer.name}, ${payment.customer.email}, ${payment.customer.mobileNo}`}</Fact>
        <Fact label="Buys">{payment.items.map((item) => `${item.name} (${money(item.total)})`).join(", ")}</Fact>
        <Fact label="Amount due">{`${money(payment.amount)} incl. GST ${money(payment.gst)}`}</Fact>
        {payment.walletDeductions > 0 ? <Fact label="Wallet credits it uses">{money(payment.walletDeductions)}</Fact> : null}
        {manual ? (
          <>
            <Fact label="Mode">{manual.mode}</Fact>
            <Fact label="Reference">{manual.reference ?? "Not given"}</Fact>
            <Fact label="Customer says they paid">{money(manual.declaredAmount)}</Fact>
            <Fact label="Date paid">{formatDay(manual.paymentDate)}</Fact>
            <Fact label="Bank">{manual.bankName ?? "Not given"}</Fact>
            {manual.rejectionReason ? <Fact label="Rejected because">{manual.rejectionReason}</Fact> : null}
          </>
        ) : null}
        {payment.refunds.length > 0 ? (
          <Fact label="Refunded">{`${money(payment.refundTotals.refunded)}${payment.refundTotals.inFlight > 0 ? `, ${money(payment.refundTotals.inFlight)} with the gateway` : ""}; ${money(payment.refundTotals.left)} left`}</Fact>
        ) : null}
      </dl>
      {manual && manual.declaredAmount !== payment.amount ? (
        <p className="notice notice--warning">
          The customer says they paid {money(manual.declaredAmount)}, not the {money(payment.amount)} due. Check the statement before
          activating.
        </p>
      ) : null}
      <SameReferenceWarning payment={payment} />
      {payment.duplicateOf ? (
        // docs/business-rules.md#one-basket-one-pending-payment: the customer insisted they paid twice for one purchase.
        <p className="notice notice--warning" role="alert">
          Possible duplicate: the customer submitted this while payment {payment.duplicateOf.orderNumber} for the same purchase was{" "}
          {payment.duplicateOf.status === "pending" ? "awaiting verification" : payment.duplicateOf.status}. If both amounts are on the
          statement, activate one and refund the other; otherwise activate the one found and reject the other.
        </p>
      ) : null}
      {payment.upi ? <UpiPayment upi={payment.upi} amount={payment.amount} orderNumber={payment.orderNumber} /> : null}
      {manual ? (
        <PaymentStatusForm
          key={`${payment.paymentId}-${manual.statusText}`}
          paymentId={payment.paymentId}
          current={manual.statusText}
          onDone={onChanged}
        />
      ) : null}
      {manual && payment.status === "pending" && !referencePaidElsewhere(payment) ? (
        <ActivatePaymentButton payment={payment} onDone={onChanged} />
      ) : null}
      {manual && payment.status === "pending" ? <RejectPaymentForm key={payment.paymentId} payment={payment} onDone={onChanged} /> : null}
      {payment.refunds.length > 0 ? (
        <RefundTable
          refunds={payment.refunds.map((refund) => ({ ...refund, currency: payment.currency }))}
          caption="Refunds"
          actionFor={(refund) =>
            refund.status === "pending" || refund.status === "requested" ? (
              <CheckRefundButton refundId={refund.refundId} onDone={onChanged} />
            ) : null
          }
        />
      ) : null}
      {refundable.has(payment.status) && payment.refundTotals.left > 0 ? (
        <RefundForm key={`${payment.paymentId}-${payment.refunds.length}`} payment={payment} onDone={onChanged} />
      ) : null}
    </div>
  );
}

/** docs/business-rules.md#refunds: a paid payment can be refunded in parts until nothing is left. */
const refundable = new Set(["paid", "partially-refunded"]);

/** Statuses in which another payment's money was seen: the reference is spent. */
const moneySeen = new Set(["paid", "refunded", "partially-refunded"]);
const referencePaidElsewhere = (payment: AdminPaymentDetails) => payment.sameReference.some((other) => moneySeen.has(other.status));

/** docs/business-rules.md#one-reference-one-payment: one bank reference pays for one payment, whoever declared it. */
function SameReferenceWarning({ payment }: { payment: AdminPaymentDetails }) {
  if (!payment.manual || payment.sameReference.length === 0) return null;
  const others = payment.sameReference.map((other) => `${other.orderNumber} (customer ${other.userId}, ${other.status})`).join(", ");
  return (
    <p className="notice notice--warning" role="alert">
      Reference {payment.manual.reference} was also given for {others}. One bank reference pays for one payment only
      {referencePaidElsewhere(payment)
        ? ": it has already paid for another order, so this one can't be activated."
        : ": check the statement before activating."}
    </p>
  );
}
