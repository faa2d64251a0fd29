/**
 * The back office's customer search (docs/business-rules.md#back-office-customers): one box that finds a user by email, name,
 * mobile number or user id. What the box holds is read here once, so the server's query and its tests
 * agree on what each kind of input matches.
 */

export interface UserSearchTerms {
  /** Lower-cased text matched anywhere in the email or the name. */
  text: string;
  /** A whole number that can be a user id (ids are positive 32-bit integers). */
  userId: number | null;
  /** Digits matched anywhere in the mobile number; null when the input is not a phone number. */
  mobileDigits: string | null;
}

const MAX_USER_ID = 2_147_483_647;
/** Indian numbers are stored as their 10 digits; a typed +91 or leading 0 is dropped by keeping the last 10. */
const MOBILE_DIGITS = 10;

/** Null for an empty box: nothing is searched (the page then lists no one rather than everyone). */
export function userSearchTerms(query: string): UserSearchTerms | null {
  const text = query.trim().toLowerCase();
  if (text === "") return null;
  const id = /^\d{1,10}$/.test(text) ? Number(text) : null;
  const phone = text.replace(/[\s()+-]/g, "");
  const mobileDigits = /^\d{4,15}$/.test(phone) ? phone.slice(-MOBILE_DIGITS) : null;
  return { text, userId: id !== null && id > 0 && id <= MAX_USER_ID ? id : null, mobileDigits };
}

/** A LIKE pattern that matches `text` anywhere, with LIKE's own characters (%, _ and the escape \) taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
