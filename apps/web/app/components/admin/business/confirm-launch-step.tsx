import { StatusLine, useAdminCall } from "../admin-call.tsx";
import type { LazyEndpoint } from "@investar/contract/endpoint";
import { ScriptButton } from "../../script-button.tsx";

/** The step's endpoint, loaded with the first click so the page does not download zod first (docs/architecture.md#benchmark). */
const confirmLaunchStepOf = (
  step: string,
): LazyEndpoint<ReturnType<typeof import("@investar/contract/business/confirm-launch-step").confirmLaunchStepOf>> => ({
  load: async () => (await import("@investar/contract/business/confirm-launch-step")).confirmLaunchStepOf(step),
});

/** Ticks off a launch step staff judge for themselves (the sample catalogue reviewed). */
export function ConfirmLaunchStep({ step, label }: { step: string; label: string }) {
  const { status, busy, send } = useAdminCall();
  return (
    <>
      {" "}
      <ScriptButton
        className="button button--ghost"
        disabled={busy}
        onClick={() => void send(confirmLaunchStepOf(step), {}, () => "Confirmed.")}
      >
        {label}
      </ScriptButton>
      <StatusLine status={status} />
    </>
  );
}
