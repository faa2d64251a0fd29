import { apiErrorMessage } from "../../lib/api-error-message.ts";
import { toast } from "../../lib/toast.ts";
import { useCall } from "../../lib/use-call.ts";
import { adminPayments } from "./admin-payments-api.ts";
import { ScriptButton } from "../script-button.tsx";

/**
 * docs/business-rules.md#refunds: a card refund the gateway has not settled is followed by a job; staff may ask now. The answer
 * is recorded as the job's would be, then the payment's details are read again.
 */
export function CheckRefundButton({ refundId, onDone }: { refundId: number; onDone(): void }) {
  const { busy, run } = useCall((failure) => {
    toast.error(apiErrorMessage(failure));
    return null;
  });
  const check = async () => {
    const answer = await run(() => adminPayments.checkRefund(refundId));
    if (!answer.ok) return;
    if (answer.value.status === "failed") toast.error(answer.value.message);
    else toast.success(answer.value.message);
    onDone();
  };
  return (
    <ScriptButton className="button button--ghost" onClick={() => void check()} disabled={busy} aria-busy={busy}>
      Ask the gateway now
    </ScriptButton>
  );
}
