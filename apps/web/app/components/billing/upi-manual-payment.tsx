import { indiaToday, manualPaymentModeInfo } from "@investar/core";
import { useEffect, useState, type FormEvent } from "react";
import { toast } from "../../lib/toast.ts";
import { apiErrorMessage } from "../../lib/api-error-message.ts";
import { useCall } from "../../lib/use-call.ts";
import { FormField } from "../form-field.tsx";
import {
  formErrorsFrom,
  pendingRefusalFrom,
  startUpiPayment,
  submitManualPayment,
  type ManualPurchase,
  type StartedUpiPayment,
  type SubmittedManualPayment,
} from "./manual-payment-api.ts";
import { PayeeDetails } from "./payee-details.tsx";
import { PendingRefusal } from "./pending-refusal.tsx";
import { UpiPayment } from "./upi-payment.tsx";
import { priceWords } from "../pricing/price-words.ts";
import { useI18n } from "../../i18n/page-locale.ts";
import { modeInfoText } from "./manual-payment-words.ts";
import { usePaymentReference } from "./use-payment-reference.ts";
import { ScriptButton } from "../script-button.tsx";

interface UpiManualPaymentProps {
  userId: number;
  purchase: ManualPurchase;
  onSubmitted(payment: SubmittedManualPayment): void;
}

const info = manualPaymentModeInfo.UPI;

/**
 * A manual UPI payment as UPI apps expect it (docs/business-rules.md#upi-payments): the QR code and upi:// link for this order's
 * exact amount come first; only then does the customer say "I have paid", with the UTR or without it
 * (added later on My Subscription). Nothing is recorded as paid before they say so.
 */
export function UpiManualPayment({ userId, purchase, onSubmitted }: UpiManualPaymentProps) {
  const [started, setStarted] = useState<StartedUpiPayment | null>(null);
  const i18n = useI18n();
  const say = priceWords(i18n);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Once the customer has said they pay again, the "I have paid" says so too (docs/business-rules.md#one-basket-one-pending-payment).
  const [confirmDuplicate, setConfirmDuplicate] = useState(false);
  const starting = useCall((failure) => {
    setRefusal(pendingRefusalFrom(failure));
    return apiErrorMessage(failure);
  });
  const start = async (confirm = false) => {
    const answer = await starting.run(() => startUpiPayment(userId, purchase, confirm));
    if (!answer.ok) return;
    setConfirmDuplicate(confirm);
    setStarted(answer.value);
  };
  // The panel is keyed by the purchase: one order per purchase shown, asked for once when UPI is chosen.
  useEffect(() => void start(), []);

  if (!started) {
    if (refusal) return <PendingRefusal message={refusal} busy={starting.busy} onConfirm={() => void start(true)} />;
    return starting.error ? (
      <div className="notice notice--warning" role="alert">
        <p>{starting.error}</p>
        <ScriptButton className="button button--ghost" onClick={() => void start()} disabled={starting.busy}>
          {say("outcome.retry", "Try again")}
        </ScriptButton>
      </div>
    ) : (
      <p role="status">{say("upi.preparing", "Preparing your UPI QR code…")}</p>
    );
  }
  return (
    <div className="upi-manual-payment">
      <p className="manual-payment-form__instructions">{modeInfoText(i18n, "UPI", "instructions")}</p>
      <PayeeDetails upi />
      <UpiPayment upi={started.upi} amount={started.amount} orderNumber={started.orderNumber} />
      <p className="upi-manual-payment__activation">
        {say("upi.activation", `Once the money reaches us we activate your purchase ${started.activation}, and email you the invoice.`, {
          activation: modeInfoText(i18n, "UPI", "activation"),
        })}
      </p>
      <HavePaidForm userId={userId} started={started} confirmDuplicate={confirmDuplicate} onSubmitted={onSubmitted} />
    </div>
  );
}

/** "I have paid": with the UTR the UPI app shows, or "add the UTR later". */
function HavePaidForm({
  userId,
  started,
  confirmDuplicate,
  onSubmitted,
}: {
  userId: number;
  started: StartedUpiPayment;
  confirmDuplicate: boolean;
  onSubmitted(payment: SubmittedManualPayment): void;
}) {
  const reference = usePaymentReference("UPI");
  const i18n = useI18n();
  const say = priceWords(i18n);
  const { busy, run } = useCall((failure) => {
    reference.setError(formErrorsFrom(failure).reference ?? null);
    toast.error(apiErrorMessage(failure));
    return null;
  });

  const send = async (typed: string) => {
    const form = {
      mode: "UPI",
      reference: typed,
      amount: String(Math.round(started.amount / 100)),
      paymentDate: indiaToday(new Date()),
      bankName: "",
    };
    const answer = await run(() =>
      submitManualPayment(userId, { kind: "started-upi", orderNumber: started.orderNumber }, form, confirmDuplicate),
    );
    if (answer.ok) onSubmitted(answer.value);
  };

  const paidWithReference = (event: FormEvent) => {
    event.preventDefault();
    const typed = reference.checked();
    if (typed !== null) void send(typed);
  };

  return (
    <form
      className="manual-payment-form upi-manual-payment__paid"
      onSubmit={paidWithReference}
      noValidate
      aria-labelledby="upi-paid-heading"
    >
      <h3 id="upi-paid-heading">{say("upi.paid", "Paid? Tell us")}</h3>
      <FormField
        id="upi-reference"
        label={modeInfoText(i18n, "UPI", "referenceLabel")}
        hint={say("upi.referenceHint", `${info.referenceShape}, shown by your UPI app once the payment goes through.`, {
          shape: modeInfoText(i18n, "UPI", "referenceShape"),
        })}
        inputMode="numeric"
        autoComplete="off"
        {...reference.field}
      />
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {say("upi.havePaid", "I have paid")}
        </button>
        <ScriptButton className="button button--ghost" disabled={busy} onClick={() => void send("")}>
          {say("upi.later", "I have paid, I'll add the UTR later")}
        </ScriptButton>
      </div>
    </form>
  );
}
