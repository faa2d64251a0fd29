import { checkRejectionReason, REJECTION_REASON_MAX_LENGTH } from "@investar/core";
import { useState, type FormEvent } from "react";
import { toast } from "../../lib/toast.ts";
import { useCall } from "../../lib/use-call.ts";
import { useConfirm } from "../confirm-dialog.tsx";
import { adminPayments, type AdminPaymentDetails } from "./admin-payments-api.ts";
import { PaymentActionForm, PaymentNoteField } from "./payment-form-parts.tsx";

/**
 * RejectManualPayment (docs/business-rules.md#manual-payment-rejection): the money was not found, so the
 * payment ends rejected with a reason the customer reads in a mail and on My Subscription. Confirmed first:
 * it cannot be undone (the customer submits a new payment instead).
 */
export function RejectPaymentForm({ payment, onDone }: { payment: AdminPaymentDetails; onDone(): void }) {
  const confirm = useConfirm();
  const [reason, setReason] = useState("");
  const { busy, error, setError, run } = useCall();

  const reject = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkRejectionReason(reason);
    if (!checked.ok) return setError(checked.message);
    // Only our own values go into the dialog's HTML: the order number, never the typed reason.
    const ok = await confirm({
      title: "Reject this payment?",
      html: `<p>Reject payment <strong>${payment.orderNumber}</strong>? Nothing is activated, and the customer is mailed your reason.</p><p>This cannot be undone.</p>`,
      okText: "Reject",
      showCancel: true,
      variant: "error",
    });
    if (!ok) return;
    const answer = await run(() => adminPayments.reject(payment.paymentId, checked.value));
    if (!answer.ok) return;
    toast.success(answer.value.message);
    onDone();
  };

  return (
    <PaymentActionForm legend="Reject" onSubmit={reject} busy={busy} submitText="Reject payment">
      <PaymentNoteField
        id="reject-reason"
        label="Reason (the customer reads it)"
        hint={'For example: "No NEFT credit with this UTR on our statement up to 14 June."'}
        maxLength={REJECTION_REASON_MAX_LENGTH}
        value={reason}
        onChange={setReason}
        error={error}
      />
    </PaymentActionForm>
  );
}
