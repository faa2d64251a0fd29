import { MANUAL_PAYMENT_STATUS_TEXT_MAX_LENGTH } from "@investar/core";
import { useState, type FormEvent } from "react";
import { toast } from "../../lib/toast.ts";
import { useCall } from "../../lib/use-call.ts";
import { adminPayments } from "./admin-payments-api.ts";
import { PaymentNoteField } from "./payment-form-parts.tsx";

/** UpdateUserPaymentStatus: the admin's note of where a payment stands. Words only; nothing is activated. */
export function PaymentStatusForm({ paymentId, current, onDone }: { paymentId: number; current: string; onDone(): void }) {
  const [text, setText] = useState(current);
  const { busy, error, setError, run } = useCall();
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === "") return setError("Please enter the payment status.");
    if (!(await run(() => adminPayments.updateStatus(paymentId, text.trim()))).ok) return;
    toast.success("Payment status saved.");
    onDone();
  };
  return (
    <form className="admin-form" onSubmit={save} noValidate>
      <PaymentNoteField
        id="payment-status-text"
        describedBy="payment-status"
        label="Payment status"
        hint="The customer sees this note on My Subscription."
        maxLength={MANUAL_PAYMENT_STATUS_TEXT_MAX_LENGTH}
        value={text}
        onChange={setText}
        error={error}
      />
      <button type="submit" className="button button--ghost" disabled={busy} aria-busy={busy}>
        Save status
      </button>
    </form>
  );
}
