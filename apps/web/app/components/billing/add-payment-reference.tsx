import { manualPaymentModeInfo, type ManualPaymentMode } from "@investar/core";
import type { FormEvent } from "react";
import { toast } from "../../lib/toast.ts";
import { apiErrorMessage } from "../../lib/api-error-message.ts";
import { useCall } from "../../lib/use-call.ts";
import { FormField } from "../form-field.tsx";
import { setManualPaymentReference } from "./manual-payment-api.ts";
import { usePaymentReference } from "./use-payment-reference.ts";

interface AddPaymentReferenceProps {
  paymentId: number;
  orderNumber: string;
  mode: ManualPaymentMode;
  onAdded(reference: string | null): void;
}

/** "Add the UTR later" (docs/business-rules.md#upi-payments): the reference of a payment still waiting, so the admin can match it sooner. */
export function AddPaymentReference({ paymentId, orderNumber, mode, onAdded }: AddPaymentReferenceProps) {
  const info = manualPaymentModeInfo[mode];
  const reference = usePaymentReference(mode);
  const { busy, run } = useCall((failure) => {
    toast.error(apiErrorMessage(failure));
    return null;
  });
  const id = `reference-${paymentId}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = reference.checked();
    if (typed === null) return;
    const answer = await run(() => setManualPaymentReference(paymentId, typed));
    if (!answer.ok) return;
    toast.success(`${info.referenceLabel} added to order ${orderNumber}.`);
    onAdded(answer.value);
  };

  return (
    <form
      className="add-payment-reference"
      onSubmit={submit}
      noValidate
      aria-label={`Add the ${info.referenceLabel} of order ${orderNumber}`}
    >
      <FormField
        id={id}
        label={`Add the ${info.referenceLabel}`}
        hint={`${info.referenceShape}, shown by your UPI app or bank. It helps us find your payment sooner.`}
        inputMode={/digits/.test(info.referenceShape) ? "numeric" : undefined}
        autoComplete="off"
        {...reference.field}
      />
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        Save
      </button>
    </form>
  );
}
