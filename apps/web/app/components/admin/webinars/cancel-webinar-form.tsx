import { useState, type FormEvent } from "react";
import type { AdminWebinar } from "@investar/contract/pages/webinars";
import { api } from "../../../lib/api-client.ts";
import { apiErrorMessage } from "../../../lib/api-error-message.ts";

/** Cancelling is final: registrants are told at once and bought seats are refunded, so it asks for a reason and a second press. */
export function CancelWebinarForm({ webinar, onDone }: { webinar: AdminWebinar; onDone(): void }) {
  const [reason, setReason] = useState("");
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);
  async function cancel(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await api.post<{ cancelled: boolean; notified: number; refunded: number }>(
        "education/CancelWebinar",
        { reason },
        { webinarId: webinar.id },
      );
      setStatus(
        result.cancelled
          ? `Cancelled. ${result.notified} registrants were notified; ${result.refunded} bought seats were refunded to the wallet.`
          : "It was already cancelled.",
      );
      onDone();
    } catch (error) {
      setStatus(apiErrorMessage(error));
    } finally {
      setBusy(false);
    }
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
