import { StatusLine, useAdminCall } from "../admin-call.tsx";
import { confirmLaunchStepOf } from "@investar/contract/business/confirm-launch-step";

/** Ticks off a launch step staff judge for themselves (the sample catalogue reviewed). */
export function ConfirmLaunchStep({ step, label }: { step: string; label: string }) {
  const { status, busy, send } = useAdminCall();
  return (
    <>
      {" "}
      <button
        type="button"
        className="button button--ghost"
        disabled={busy}
        onClick={() => void send(confirmLaunchStepOf(step), {}, () => "Confirmed.")}
      >
        {label}
      </button>
      <StatusLine status={status} />
    </>
  );
}
