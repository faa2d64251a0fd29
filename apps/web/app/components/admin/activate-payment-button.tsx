import { formatMoney } from "@investar/core";
import { toast } from "../../lib/toast.ts";
import { apiErrorMessage } from "../../lib/api-error-message.ts";
import { useCall } from "../../lib/use-call.ts";
import { useConfirm } from "../confirm-dialog.tsx";
import { adminPayments, type AdminPaymentDetails } from "./admin-payments-api.ts";
import { ScriptButton } from "../script-button.tsx";

/**
 * Activate, behind docs/business-rules.md#confirm-dialog's confirm dialog. The server activates exactly once whatever is clicked, so
 * the button is only disabled while its own call runs; a second admin's click is told "already activated".
 */
export function ActivatePaymentButton({ payment, onDone }: { payment: AdminPaymentDetails; onDone(): void }) {
  const confirm = useConfirm();
  const { busy, run } = useCall((failure) => {
    toast.error(apiErrorMessage(failure));
    return null;
  });
  const activate = async () => {
    // Only our own values go into the dialog's HTML: the order number and amount, never customer text.
    // docs/business-rules.md#upi-payments: with no UTR or cheque number there is nothing to tick off on the statement but the amount and the note.
    const unreferenced = payment.manual !== null && payment.manual.reference === null;
    const warning = unreferenced
      ? "<p><strong>The customer has given no reference (UTR) for this payment.</strong> Find it on the bank statement by its amount, its date and the order number in the payment note before you activate it.</p>"
      : "";
    const ok = await confirm({
      title: unreferenced ? "Activate a payment with no reference?" : "Activate this payment?",
      html: `<p>Activate payment <strong>${payment.orderNumber}</strong> for <strong>${formatMoney(payment.amount, payment.currency)}</strong>?</p>${warning}<p>Only do this once the money is in our account: the customer's subscription is switched on at once.</p>`,
      okText: "Activate",
      showCancel: true,
    });
    if (!ok) return;
    const answer = await run(() => adminPayments.activate(payment.paymentId));
    if (!answer.ok) return;
    toast.success(answer.value);
    onDone();
  };
  return (
    <ScriptButton className="button button--accent" onClick={() => void activate()} disabled={busy} aria-busy={busy}>
      Activate
    </ScriptButton>
  );
}
