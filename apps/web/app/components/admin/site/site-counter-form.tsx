import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { useState, type FormEvent } from "react";
import type { AdminSiteCounter } from "@investar/contract/pages/site-content";
import { useAdminCall } from "../admin-call.tsx";
import { SubmitRow, TextField } from "../admin-fields.tsx";

const updateSiteCounter = lazyEndpoint(() => import("@investar/contract/site-content/update-site-counter"), "updateSiteCounter");

/** One home page counter: its label and the figure it counts up to. */
export function SiteCounterForm({ counter }: { counter: AdminSiteCounter }) {
  const [label, setLabel] = useState(counter.label);
  const [labelHi, setLabelHi] = useState(counter.labelHi ?? "");
  const [target, setTarget] = useState(String(counter.target));
  const { errors, status, busy, send } = useAdminCall();
  const id = `counter-${counter.key}`;
  async function save(event: FormEvent) {
    event.preventDefault();
    // An empty or non-numeric target goes as NaN → null, so the server answers with its message.
    const body = { label, labelHi, target: target.trim() === "" ? Number.NaN : Number(target) };
    await send(updateSiteCounter, { query: { key: counter.key }, body }, (saved) => `Counter "${saved.label}" saved.`);
  }
  return (
    <form onSubmit={save} className="admin-note" aria-label={`Counter ${counter.label}`} noValidate>
      <div className="admin-note__row">
        <TextField id={`${id}-label`} label="Label" error={errors.label} value={label} onChange={setLabel} />
        <TextField
          id={`${id}-label-hi`}
          label="Label in Hindi (optional)"
          error={errors.labelHi}
          lang="hi"
          value={labelHi}
          onChange={setLabelHi}
        />
        <TextField id={`${id}-target`} label="Counts up to" error={errors.target} inputMode="numeric" value={target} onChange={setTarget} />
      </div>
      <SubmitRow busy={busy} status={status}>
        Save counter
      </SubmitRow>
    </form>
  );
}
