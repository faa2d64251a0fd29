import { ScriptButton } from "../../script-button.tsx";

/** Below a catalogue change's preview: confirm it (only when it changes something), or go back to the form. */
export function ReviewButtons({
  hasChanges,
  busy,
  confirmLabel = "Confirm and save",
  onConfirm,
  onBack,
}: {
  hasChanges: boolean;
  busy: boolean;
  confirmLabel?: string;
  onConfirm(): void;
  onBack(): void;
}) {
  return (
    <div className="button-row">
      {hasChanges ? (
        <ScriptButton className="button button--primary" disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </ScriptButton>
      ) : null}
      <ScriptButton className="button" onClick={onBack}>
        Back to editing
      </ScriptButton>
    </div>
  );
}
