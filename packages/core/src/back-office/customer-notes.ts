/** Staff notes on a customer (docs/business-rules.md#customer-notes): what a note may hold and who may change it when. */

export const NOTE_MAX_LENGTH = 2000;
/** A note's author may correct or withdraw it this long after writing it; after that it stands, as written. */
export const NOTE_EDIT_MINUTES = 15;
export const NOTE_EMPTY = "Write the note first.";
export const NOTE_TOO_LONG = `A note can be at most ${NOTE_MAX_LENGTH} characters.`;
export const NOTE_NOT_YOURS = "Only the staff member who wrote a note can change or delete it.";
export const NOTE_TOO_OLD = `A note can be changed or deleted only within ${NOTE_EDIT_MINUTES} minutes of writing it.`;

/** The note's text as stored (trimmed), or the reason it can't be. */
export function checkNoteBody(body: string): { ok: true; body: string } | { ok: false; message: string } {
  const trimmed = body.trim();
  if (trimmed === "") return { ok: false, message: NOTE_EMPTY };
  if (trimmed.length > NOTE_MAX_LENGTH) return { ok: false, message: NOTE_TOO_LONG };
  return { ok: true, body: trimmed };
}

/** Why `actorId` can't edit or delete the note now, or null when they may. */
export function noteChangeProblem(note: { authorId: number | null; createdAt: Date }, actorId: number, now: Date): string | null {
  if (note.authorId !== actorId) return NOTE_NOT_YOURS;
  if (now.getTime() - note.createdAt.getTime() > NOTE_EDIT_MINUTES * 60_000) return NOTE_TOO_OLD;
  return null;
}

/** Until when the author may still change it (ISO), shown beside the note's Edit and Delete. */
export function noteEditableUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + NOTE_EDIT_MINUTES * 60_000);
}
