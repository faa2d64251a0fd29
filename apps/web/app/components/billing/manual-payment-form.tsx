import {
  checkManualPayment,
  formatMoney,
  indiaToday,
  manualPaymentModeInfo,
  type ManualPaymentField,
  type ManualPaymentMode,
} from "@investar/core";
import { useState, type FormEvent } from "react";
import { toast } from "../../lib/toast.ts";
import { apiErrorMessage } from "../../lib/api-error-message.ts";
import { useCall } from "../../lib/use-call.ts";
import { FormField } from "../form-field.tsx";
import {
  formErrorsFrom,
  pendingRefusalFrom,
  submitManualPayment,
  type ManualPurchase,
  type SubmittedManualPayment,
} from "./manual-payment-api.ts";
import { PendingRefusal } from "./pending-refusal.tsx";
import { ModePicker } from "./mode-picker.tsx";
import { PayeeDetails } from "./payee-details.tsx";
import { UpiManualPayment } from "./upi-manual-payment.tsx";
import { modeInfoText } from "./manual-payment-words.ts";
import { priceWords } from "../pricing/price-words.ts";
import { useI18n } from "../../i18n/page-locale.ts";

interface ManualPaymentFormProps {
  userId: number;
  purchase: ManualPurchase;
  /** Minor units (INR): the quote's total, offered as the amount paid. */
  amountDue: number;
  onSubmitted(payment: SubmittedManualPayment): void;
}

type Values = Record<Exclude<ManualPaymentField, "mode">, string>;

/**
 * The manual payment form: the mode, where to pay, then the reference, amount, date and bank. Core's
 * rules run as the customer types (shown once they try to submit); the server runs the same rules and
 * its messages land beside the same fields.
 */
export function ManualPaymentForm({ userId, purchase, amountDue, onSubmitted }: ManualPaymentFormProps) {
  const today = indiaToday(new Date());
  const [mode, setMode] = useState<ManualPaymentMode | null>(null);
  const [values, setValues] = useState<Values>({ reference: "", amount: String(amountDue / 100), paymentDate: today, bankName: "" });
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<ManualPaymentField, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const { busy: sending, run } = useCall((failure) => {
    setServerErrors(formErrorsFrom(failure));
    setRefusal(pendingRefusalFrom(failure));
    if (!pendingRefusalFrom(failure)) toast.error(apiErrorMessage(failure));
    return null;
  });
  const check = checkManualPayment({ mode: mode ?? "", ...values }, today);
  const errors = { ...(touched && !check.ok ? check.errors : {}), ...serverErrors };
  const info = mode ? manualPaymentModeInfo[mode] : null;
  const i18n = useI18n();
  const say = priceWords(i18n);

  /** A FormField's value, error and typing: typing clears the server's message for that field. */
  const field = (name: keyof Values) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setServerErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const send = async (confirmDuplicate: boolean) => {
    setTouched(true);
    if (!check.ok || !mode) return;
    const answer = await run(() => submitManualPayment(userId, purchase, { mode, ...values }, confirmDuplicate));
    if (answer.ok) onSubmitted(answer.value);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(false);
  };

  return (
    <div className="manual-payment-form">
      <p id="manual-payment-due" className="manual-payment-form__due">
        {say("manual.due", "Amount due:")} <strong>{formatMoney(amountDue, "INR")}</strong> {say("manual.dueGst", "(GST included).")}
      </p>
      <ModePicker value={mode} onChange={setMode} error={errors.mode ?? null} />
      {mode === "UPI" ? (
        // QR code first, then "I have paid" (docs/business-rules.md#upi-payments): its own steps, not this form's.
        <UpiManualPayment userId={userId} purchase={purchase} onSubmitted={onSubmitted} />
      ) : (
        <form className="manual-payment-form" onSubmit={submit} noValidate aria-describedby="manual-payment-due">
          {info ? (
            <>
              <p className="manual-payment-form__instructions">{modeInfoText(i18n, mode!, "instructions")}</p>
              <PayeeDetails upi={false} />
              <div className="manual-payment-form__fields">
                <FormField
                  id="manual-reference"
                  label={
                    info.referenceRequired
                      ? modeInfoText(i18n, mode!, "referenceLabel")
                      : say("manual.ifPaid", `${info.referenceLabel} (if you have already paid)`, {
                          label: modeInfoText(i18n, mode!, "referenceLabel"),
                        })
                  }
                  hint={`${modeInfoText(i18n, mode!, "referenceShape")}${say("manual.hintEnd", ".")}`}
                  autoComplete="off"
                  {...field("reference")}
                />
                <FormField
                  id="manual-amount"
                  label={say("manual.amountPaid", "Amount paid (₹)")}
                  inputMode="numeric"
                  autoComplete="off"
                  {...field("amount")}
                />
                <FormField id="manual-date" label={say("manual.datePaid", "Date paid")} type="date" max={today} {...field("paymentDate")} />
                <FormField
                  id="manual-bank"
                  label={
                    info.bankRequired
                      ? modeInfoText(i18n, mode!, "bankLabel")
                      : say("billing.optional", `${info.bankLabel} (optional)`, { label: modeInfoText(i18n, mode!, "bankLabel") })
                  }
                  autoComplete="off"
                  {...field("bankName")}
                />
              </div>
            </>
          ) : null}
          {refusal ? <PendingRefusal message={refusal} busy={sending} onConfirm={() => void send(true)} /> : null}
          <button type="submit" className="button button--primary" disabled={sending} aria-busy={sending}>
            {sending ? say("manual.submitting", "Submitting…") : say("manual.submit", "Submit payment details")}
          </button>
        </form>
      )}
    </div>
  );
}
