import { useConfirm } from "../../confirm-dialog.tsx";
import { ScriptButton } from "../../script-button.tsx";

/**
 * Save, and for an item that exists Delete, asked first (docs/business-rules.md#back-office-customers: destructive actions are confirmed).
 * `what` names the item in the buttons and the question ("slide", "testimonial").
 */
export function ContentItemActions({
  what,
  exists,
  busy,
  onDelete,
}: {
  what: string;
  exists: boolean;
  busy: boolean;
  onDelete: () => Promise<unknown>;
}) {
  const confirm = useConfirm();
  async function remove() {
    const html = `It disappears from the home page at once. This can't be undone.`;
    if (await confirm({ title: `Delete this ${what}?`, html, okText: `Delete ${what}`, showCancel: true, variant: "error" }))
      await onDelete();
  }
  return (
    <div className="button-row">
      <button type="submit" className="button button--primary" disabled={busy}>
        {exists ? `Save ${what}` : `Add ${what}`}
      </button>
      {exists ? (
        <ScriptButton className="button button--danger" disabled={busy} onClick={() => void remove()}>
          {`Delete ${what}`}
        </ScriptButton>
      ) : null}
    </div>
  );
}
