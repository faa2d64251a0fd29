/**
 * Keyset cursors for long lists newest first (ADR 0063): a position is the row's time, to the microsecond as the
 * database keeps it, and its id, so the next page is "the rows before this one" read from an index on (time, id),
 * however deep it is. Written into addresses as `2026-03-01T10:15:00.123456Z_4711` (a tax document's id carries its
 * kind: `i4711` for an invoice, `c12` for a credit note).
 */

export interface KeysetCursor {
  /** ISO 8601 in UTC with up to six fractional digits. */
  at: string;
  id: number;
  /** The kind letter of a list mixing two tables (tax documents: "i" invoice, "c" credit note), or "". */
  kind: string;
}

/** Long enough for any cursor this module writes; the API's zod schemas cap query strings with it. */
export const KEYSET_CURSOR_MAX_LENGTH = 48;

/** How many of a customer's tax documents and wallet movements a page shows (docs/business-rules.md#pager). */
export const KEYSET_PAGE_SIZE = 10;

const CURSOR = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?Z_([a-z]?)(\d{1,10})$/;

export const KEYSET_CURSOR_PROBLEM = "The list position is not valid: open the list again from its first page.";

export function formatKeysetCursor(cursor: KeysetCursor): string {
  return `${cursor.at}_${cursor.kind}${cursor.id}`;
}

/** The cursor a string names, or null when it is not one (a wrong format, an impossible date, an id out of range). */
export function parseKeysetCursor(text: string): KeysetCursor | null {
  if (text.length > KEYSET_CURSOR_MAX_LENGTH) return null;
  const match = CURSOR.exec(text);
  if (!match) return null;
  const [, year, month, day, hour, minute, second, , kind, digits] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)));
  const sameFields =
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day) &&
    date.getUTCHours() === Number(hour) &&
    date.getUTCMinutes() === Number(minute) &&
    date.getUTCSeconds() === Number(second);
  const id = Number(digits);
  if (!sameFields || !Number.isSafeInteger(id) || id > 2_147_483_647) return null;
  return { at: text.slice(0, text.lastIndexOf("_")), id, kind: kind! };
}
