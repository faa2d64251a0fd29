import { eq } from "drizzle-orm";
import { noteEditableUntil, noteChangeProblem } from "@investar/core";
import { schema, type Executor } from "@investar/db";
import type { CustomerNoteView } from "@investar/contract/pages/customer-notes";

const n = schema.customerNotes;
const author = schema.users;

/** Notes with their author; the caller adds the WHERE and the order. */
export function selectNotes(db: Executor) {
  return db.select({ note: n, authorName: author.fullName, authorEmail: author.email }).from(n).leftJoin(author, eq(author.id, n.authorId));
}

type NoteRow = Awaited<ReturnType<ReturnType<typeof selectNotes>["where"]>>[number];

export function toNoteView(row: NoteRow, viewerId: number, now: Date): CustomerNoteView {
  const { note } = row;
  return {
    id: note.id,
    body: note.body,
    author:
      note.authorId === null || row.authorEmail === null
        ? null
        : { userId: note.authorId, name: row.authorName ?? "", email: row.authorEmail },
    createdAt: note.createdAt.toISOString(),
    editedAt: note.editedAt?.toISOString() ?? null,
    editableUntil: noteEditableUntil(note.createdAt).toISOString(),
    canChange: noteChangeProblem(note, viewerId, now) === null,
  };
}

/** One note as its writer sees it after a change. */
export async function noteView(db: Executor, noteId: number, viewerId: number, now: Date): Promise<CustomerNoteView> {
  const [row] = await selectNotes(db).where(eq(n.id, noteId));
  return toNoteView(row!, viewerId, now);
}
