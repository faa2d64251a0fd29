import { formatMoney } from "@investar/core";
import { useState, type FormEvent } from "react";
import { toast } from "../../lib/toast.ts";
import { useCall } from "../../lib/use-call.ts";
import { useConfirm } from "../confirm-dialog.tsx";
import { adminPayments, type AdminPaymentDetails } from "./admin-payments-api.ts";
import { PaymentActionForm } from "./payment-form-parts.tsx";

type Destination = "wallet" | "gateway";

// Money goes back the way it came unless the admin decides otherwise (docs/business-rules.md#wallet-in-words): a customer who
// paid by card or bank expects it there, and wallet credit is theirs to ask back only through support.
// docs/business-rules.md#refunds: a card payment's refund goes to the gateway's refund API; a manual one is sent back by the
// accounts team, who record its UTR; a change paid with credits goes back to the wallet only.
function destinationsFor(gateway: AdminPaymentDetails["gateway"]): { value: Destination; label: string }[] {
  const wallet = { value: "wallet" as const, label: "To the customer's wallet (cash credit, at once)" };
  if (gateway === "ChangeSub") return [wallet];
  const back =
    gateway === "CCAvenue"
      ? "Back to the card or UPI through the gateway (its refund API, at once)"
      : "Back to the paying account: record the bank transfer you made";
  return [{ value: "gateway", label: back }, wallet];
}

/** RefundPayments for a paid payment, in parts up to what is left: how much, where to, why; confirmed first, since money moves. */
export function RefundForm({ payment, onDone }: { payment: AdminPaymentDetails; onDone(): void }) {
  const confirm = useConfirm();
  const destinations = destinationsFor(payment.gateway);
  const [amount, setAmount] = useState(String(payment.refundTotals.left / 100));
  const [to, setTo] = useState<Destination>(destinations[0]!.value);
  const [reason, setReason] = useState("");
  const [utr, setUtr] = useState("");
  const needsUtr = to === "gateway" && payment.gateway === "ManualPayment";
  const { busy, error, setError, run } = useCall();

  const refund = async (event: FormEvent) => {
    event.preventDefault();
    const units = Number(amount);
    if (!Number.isFinite(units) || units <= 0) return setError("Enter the amount to refund.");
    if (needsUtr && !utr.trim()) return setError("Please give the UTR of the bank transfer that sent the money back.");
    const money = formatMoney(Math.round(units * 100), payment.currency);
    const ok = await confirm({
      title: "Refund this payment?",
      html: `<p>Refund <strong>${money}</strong> of payment <strong>${payment.orderNumber}</strong> ${to === "wallet" ? "to the customer's wallet" : "through the original payment method"}?</p><p>${formatMoney(payment.refundTotals.left, payment.currency)} is left to refund.</p>`,
      okText: "Refund",
      showCancel: true,
      variant: "error",
    });
    if (!ok) return;
    const answer = await run(() =>
      adminPayments.refund({
        paymentId: payment.paymentId,
        amount: units,
        to,
        reason: reason.trim() || undefined,
        utr: needsUtr ? utr.trim() : undefined,
      }),
    );
    if (!answer.ok) return;
    if (answer.value.status === "failed") toast.error(answer.value.message);
    else toast.success(answer.value.message);
    onDone();
  };

  return (
    <PaymentActionForm legend="Refund" onSubmit={refund} busy={busy} submitText="Refund">
      <div className="field">
        <label htmlFor="refund-amount">
          Amount ({payment.currency === "INR" ? "₹" : "$"}, up to {formatMoney(payment.refundTotals.left, payment.currency)})
        </label>
        <input
          id="refund-amount"
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "refund-error" : undefined}
        />
      </div>
      <fieldset className="choice-group choice-group--list">
        <legend className="choice-group__legend">Refund to</legend>
        <div className="choice-group__options">
          {destinations.map((choice) => (
            <label key={choice.value} className="choice">
              <input
                type="radio"
                id={`refund-to-${choice.value}`}
                name="refund-to"
                value={choice.value}
                checked={to === choice.value}
                onChange={() => setTo(choice.value)}
              />
              <span className="choice__text">
                <span className="choice__label">{choice.label}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {needsUtr ? (
        <div className="field">
          <label htmlFor="refund-utr">UTR of the transfer back</label>
          <input id="refund-utr" maxLength={40} autoComplete="off" value={utr} onChange={(event) => setUtr(event.target.value)} />
        </div>
      ) : null}
      <div className="field">
        <label htmlFor="refund-reason">Reason (optional)</label>
        <input id="refund-reason" maxLength={300} value={reason} onChange={(event) => setReason(event.target.value)} />
      </div>
      {error ? (
        <p id="refund-error" className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </PaymentActionForm>
  );
}
