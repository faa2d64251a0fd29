import { eq } from "drizzle-orm";
import { checkNoteBody, noteChangeProblem } from "@investar/core";
import { schema } from "@investar/db";
import type { CustomerNoteView } from "@investar/contract/pages/customer-notes";
import type { AppDeps } from "../../../deps.ts";
import { AppError, badRequest, notFound } from "../../../errors.ts";
import type { Transaction } from "../../../database/transaction.ts";
import { writeAudit } from "../../audit/index.ts";
import { noteView } from "./note-rows.ts";

const n = schema.customerNotes;

/**
 * The note, locked, when `actorId` may still change it (docs/business-rules.md#customer-notes: its author,
 * within the edit window); 404 for no such note, 403 for someone else's or one too old.
 */
async function changeableNote(tx: Transaction, noteId: number, actorId: number, now: Date) {
  const [note] = await tx.select().from(n).where(eq(n.id, noteId)).for("update");
  if (!note) throw notFound(`There is no note ${noteId}.`);
  const problem = noteChangeProblem(note, actorId, now);
  if (problem) throw new AppError("Forbidden", problem);
  return note;
}

/** The author corrects their note; the audit row keeps what it said before. */
export async function editCustomerNote(deps: AppDeps, actorId: number, noteId: number, text: string): Promise<CustomerNoteView> {
  const checked = checkNoteBody(text);
  if (!checked.ok) throw badRequest(checked.message, { body: [checked.message] });
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const note = await changeableNote(tx, noteId, actorId, now);
    await tx.update(n).set({ body: checked.body, editedAt: now }).where(eq(n.id, noteId));
    await writeAudit(tx, {
      actorId,
      action: "customer-note-edited",
      subject: `user:${note.userId}`,
      details: { noteId, before: note.body, after: checked.body },
      at: now,
    });
  });
  return noteView(deps.db, noteId, actorId, now);
}

/** The author withdraws their note; the audit row keeps what it said. */
export async function deleteCustomerNote(deps: AppDeps, actorId: number, noteId: number): Promise<{ deleted: number }> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const note = await changeableNote(tx, noteId, actorId, now);
    await tx.delete(n).where(eq(n.id, noteId));
    await writeAudit(tx, {
      actorId,
      action: "customer-note-deleted",
      subject: `user:${note.userId}`,
      details: { noteId, before: note.body, after: null },
      at: now,
    });
  });
  return { deleted: noteId };
}
