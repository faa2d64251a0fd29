import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { useState, type FormEvent } from "react";
import type { EndpointAnswer } from "@investar/contract/endpoint";
import type { SetupChannel } from "@investar/core";
import type { VersionHistoryEntry } from "@investar/contract/pages/releases";
import { useConfirm } from "../../confirm-dialog.tsx";
import { Field, invalidProps, StatusLine, useAdminCall } from "../admin-call.tsx";

const addVersionHistory = lazyEndpoint(() => import("@investar/contract/releases/add-version-history"), "addVersionHistory");
const updateVersionHistory = lazyEndpoint(() => import("@investar/contract/releases/update-version-history"), "updateVersionHistory");
const deleteVersionHistory = lazyEndpoint(() => import("@investar/contract/releases/delete-version-history"), "deleteVersionHistory");

const channelName = (channel: SetupChannel) => (channel === "Beta" ? "Beta" : "Production");
const escape = (text: string) => text.replace(/[<>&"]/gu, "");

/**
 * One release note, edited in place (or a new one for `channel`). Highlights are typed one a line, as the
 * version history page lists them.
 */
export function ReleaseNoteForm({ channel, entry }: { channel: SetupChannel; entry?: VersionHistoryEntry }) {
  const blank = { version: "", releasedOn: "", highlights: "", channel };
  const [draft, setDraft] = useState(
    entry ? { version: entry.version, releasedOn: entry.releasedOn, highlights: entry.highlights.join("\n"), channel } : blank,
  );
  const { errors, status, busy, send } = useAdminCall();
  const confirm = useConfirm();
  const id = `note-${entry?.id ?? `new-${channel}`}`;
  const highlightsError = errors.highlights ?? Object.entries(errors).find(([key]) => key.startsWith("highlights."))?.[1];

  async function save(event: FormEvent) {
    event.preventDefault();
    const body = {
      version: draft.version,
      releasedOn: draft.releasedOn,
      highlights: draft.highlights.split("\n").filter((line) => line.trim() !== ""),
    };
    const query = { isBeta: draft.channel === "Beta" ? "true" : "false" };
    const done = (note: EndpointAnswer<typeof addVersionHistory>) =>
      `Release note ${note.version} saved to ${channelName(note.isBeta ? "Beta" : "Prod")}.`;
    const saved = entry
      ? await send(updateVersionHistory, { query, body: { ...body, id: entry.id } }, done)
      : await send(addVersionHistory, { query, body }, done);
    if (saved && !entry) setDraft(blank);
  }

  async function remove() {
    if (!entry) return;
    const ok = await confirm({
      title: `Delete the release note ${escape(entry.version)}?`,
      html: "It disappears from the version history page at once. The audit log keeps its text.",
      okText: "Delete",
      showCancel: true,
      variant: "error",
    });
    if (ok) await send(deleteVersionHistory, { body: { id: entry.id } }, () => `Release note ${entry.version} deleted.`);
  }

  return (
    <form
      onSubmit={save}
      className="admin-note"
      aria-label={entry ? `Release note ${entry.version}` : `New ${channelName(channel)} release note`}
      noValidate
    >
      <div className="admin-note__row">
        <Field id={`${id}-version`} label="Version" error={errors.version}>
          <input
            {...invalidProps(`${id}-version`, errors.version)}
            value={draft.version}
            onChange={(e) => setDraft({ ...draft, version: e.target.value })}
          />
        </Field>
        <Field id={`${id}-date`} label="Released on" error={errors.releasedOn}>
          <input
            {...invalidProps(`${id}-date`, errors.releasedOn)}
            type="date"
            value={draft.releasedOn}
            onChange={(e) => setDraft({ ...draft, releasedOn: e.target.value })}
          />
        </Field>
        {entry ? (
          <Field id={`${id}-channel`} label="Channel">
            <select
              id={`${id}-channel`}
              value={draft.channel}
              onChange={(e) => setDraft({ ...draft, channel: e.target.value as SetupChannel })}
            >
              <option value="Prod">Production</option>
              <option value="Beta">Beta</option>
            </select>
          </Field>
        ) : null}
      </div>
      <Field id={`${id}-highlights`} label="Highlights" hint="One a line." error={highlightsError}>
        <textarea
          {...invalidProps(`${id}-highlights`, highlightsError)}
          rows={Math.max(3, draft.highlights.split("\n").length)}
          value={draft.highlights}
          onChange={(e) => setDraft({ ...draft, highlights: e.target.value })}
        />
      </Field>
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={busy}>
          {entry ? "Save note" : "Add note"}
        </button>
        {entry ? (
          <button type="button" className="button button--ghost" disabled={busy} onClick={() => void remove()}>
            Delete note
          </button>
        ) : null}
      </div>
      <StatusLine status={status} />
    </form>
  );
}

/** A channel's notes, newest first, each editable, with a form for the next one on top. */
export function ReleaseNotesPanel({ channel, notes }: { channel: SetupChannel; notes: VersionHistoryEntry[] }) {
  const headingId = `notes-${channel}-heading`;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{channelName(channel)} release notes</h2>
      <ReleaseNoteForm channel={channel} />
      {notes.length === 0 ? <p>No {channelName(channel).toLowerCase()} release notes yet.</p> : null}
      {notes.map((note) => (
        <ReleaseNoteForm key={note.id} channel={channel} entry={note} />
      ))}
    </section>
  );
}
