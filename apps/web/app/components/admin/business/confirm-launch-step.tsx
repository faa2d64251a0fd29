import { StatusLine, useAdminCall } from "../admin-call.tsx";

/** Ticks off a launch step staff judge for themselves (the sample catalogue reviewed). */
export function ConfirmLaunchStep({ step, label }: { step: string; label: string }) {
  const { status, busy, send } = useAdminCall("admin/");
  return (
    <>
      {" "}
      <button
        type="button"
        className="button button--ghost"
        disabled={busy}
        onClick={() => void send(`launch-steps/${step}`, {}, () => "Confirmed.")}
      >
        {label}
      </button>
      <StatusLine status={status} />
    </>
  );
}
