import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { useState, type FormEvent } from "react";
import type { AdminWebinar } from "@investar/contract/pages/webinars";
import { callEndpoint } from "../../../lib/call-endpoint.ts";

const cancelWebinar = lazyEndpoint(() => import("@investar/contract/webinars/cancel-webinar"), "cancelWebinar");

/** Cancelling is final: registrants are told at once and bought seats are refunded, so it asks for a reason and a second press. */
export function CancelWebinarForm({ webinar, onDone }: { webinar: AdminWebinar; onDone(): void }) {
  const [reason, setReason] = useState("");
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);
  async function cancel(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await callEndpoint(cancelWebinar, { query: { webinarId: webinar.id }, body: { reason } });
    setBusy(false);
    if (!result.ok) return setStatus(result.failure.message);
    const { cancelled, notified, refunded } = result.data;
    setStatus(
      cancelled
        ? `Cancelled. ${notified} registrants were notified; ${refunded} bought seats were refunded to the wallet.`
        : "It was already cancelled.",
    );
    onDone();
  }
  return (
    <form className="card" onSubmit={cancel} aria-labelledby={`cancel-${webinar.id}`}>
      <h2 id={`cancel-${webinar.id}`}>Cancel: {webinar.title}</h2>
      <p>
        All {webinar.registrants} registrants get an email with a calendar cancellation, and every bought seat is refunded to the buyer's
        wallet as cash credit. This cannot be undone.
      </p>
      <div className="field">
        <label htmlFor={`cancel-reason-${webinar.id}`}>Reason (shown in the email)</label>
        <textarea
          id={`cancel-reason-${webinar.id}`}
          rows={2}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <button type="submit" className="button button--danger" disabled={busy}>
        Cancel the webinar
      </button>
      <p role="status">{status}</p>
    </form>
  );
}
