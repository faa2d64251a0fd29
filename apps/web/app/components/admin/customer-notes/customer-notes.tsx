import { lazyEndpoint } from "@investar/contract/lazy-endpoint";
import { useState, type FormEvent } from "react";
import { NOTE_EDIT_MINUTES, NOTE_MAX_LENGTH } from "@investar/core";
import type { CustomerNoteView } from "@investar/contract/pages/customer-notes";
import { Field, invalidProps, StatusLine, useAdminCall } from "../admin-call.tsx";
import { SubmitAndStatus } from "../admin-fields.tsx";
import { ScriptButton } from "../../script-button.tsx";

const addNote = lazyEndpoint(() => import("@investar/contract/customer-notes/add-customer-note"), "addCustomerNote");
const editNote = lazyEndpoint(() => import("@investar/contract/customer-notes/edit-customer-note"), "editCustomerNote");
const deleteNote = lazyEndpoint(() => import("@investar/contract/customer-notes/delete-customer-note"), "deleteCustomerNote");

// Fixed zone so the server's render and the browser's agree; staff work in India.
const whenFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

function NoteItem({ note }: { note: CustomerNoteView }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(note.body);
  const [confirming, setConfirming] = useState(false);
  const call = useAdminCall();
  const id = `note-${note.id}`;
  async function save(event: FormEvent) {
    event.preventDefault();
    if (await call.send(editNote, { body: { noteId: note.id, body: text } }, () => "Note saved.")) setEditing(false);
  }
  return (
    <li className="customer-note">
      <p className="customer-note__meta">
        <strong>{note.author ? note.author.name || note.author.email : "A former staff member"}</strong> ·{" "}
        <time dateTime={note.createdAt}>{whenFormat.format(new Date(note.createdAt))}</time>
        {note.editedAt ? " · edited" : ""}
      </p>
      {editing ? (
        <form onSubmit={save} noValidate>
          <Field id={id} label="Note" error={call.errors.body}>
            <textarea
              {...invalidProps(id, call.errors.body)}
              rows={3}
              maxLength={NOTE_MAX_LENGTH}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </Field>
          <div className="button-row">
            <button type="submit" className="button button--primary" disabled={call.busy}>
              Save note
            </button>
            <ScriptButton className="button" onClick={() => (setEditing(false), setText(note.body))}>
              Cancel
            </ScriptButton>
          </div>
        </form>
      ) : (
        <p className="customer-note__body">{note.body}</p>
      )}
      {note.canChange && !editing ? (
        <div className="button-row">
          <ScriptButton className="button" onClick={() => setEditing(true)}>
            Edit
          </ScriptButton>
          {confirming ? (
            <>
              <ScriptButton
                className="button button--danger"
                disabled={call.busy}
                onClick={() => void call.send(deleteNote, { body: { noteId: note.id } }, () => "Note deleted.")}
              >
                Yes, delete this note
              </ScriptButton>
              <ScriptButton className="button" onClick={() => setConfirming(false)}>
                Keep it
              </ScriptButton>
            </>
          ) : (
            <ScriptButton className="button" onClick={() => setConfirming(true)}>
              Delete
            </ScriptButton>
          )}
        </div>
      ) : null}
      <StatusLine status={call.status} />
    </li>
  );
}

/**
 * Staff notes on the customer (docs/business-rules.md#customer-notes): write one, read them newest first with
 * author and time; the author may edit or delete theirs for a few minutes. Every change is audited.
 */
export function CustomerNotes({ userId, notes }: { userId: number; notes: CustomerNoteView[] }) {
  const [text, setText] = useState("");
  const call = useAdminCall();
  async function add(event: FormEvent) {
    event.preventDefault();
    if (await call.send(addNote, { body: { userId, body: text } }, () => "Note added.")) setText("");
  }
  return (
    <section className="card" aria-labelledby="notes-heading">
      <h2 id="notes-heading">Staff notes</h2>
      <form onSubmit={add} noValidate>
        <Field
          id="new-note"
          label="New note (staff only; the customer never sees it)"
          error={call.errors.body}
          hint={`You can edit or delete your note for ${NOTE_EDIT_MINUTES} minutes after writing it.`}
        >
          <textarea
            {...invalidProps("new-note", call.errors.body)}
            rows={3}
            maxLength={NOTE_MAX_LENGTH}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </Field>
        <SubmitAndStatus busy={call.busy} status={call.status}>
          Add note
        </SubmitAndStatus>
      </form>
      {notes.length === 0 ? (
        <p>No notes yet.</p>
      ) : (
        <ul className="customer-notes" aria-label="Notes, newest first">
          {notes.map((note) => (
            <NoteItem key={`${note.id}-${note.editedAt ?? ""}`} note={note} />
          ))}
        </ul>
      )}
    </section>
  );
}
