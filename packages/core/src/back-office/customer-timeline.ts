/**
 * One customer's timeline in the back office (docs/business-rules.md#customer-timeline): every kind of
 * event, newest first, read a page at a time by keyset (the last entry's time and key), so a page never
 * repeats or skips an entry when new ones arrive while staff read.
 */

export const TIMELINE_KINDS = [
  "account",
  "login",
  "order",
  "payment",
  "refund",
  "invoice",
  "credit-note",
  "mail",
  "support",
  "staff",
  "note",
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const timelineKindLabels: Record<TimelineKind, string> = {
  account: "Sign-up and verification",
  login: "Logins",
  order: "Orders",
  payment: "Payments",
  refund: "Refunds",
  invoice: "Invoices",
  "credit-note": "Credit notes",
  mail: "Mails sent",
  support: "Support requests",
  staff: "Staff actions",
  note: "Notes",
};

export const TIMELINE_PAGE_SIZE = 20;

export function isTimelineKind(value: unknown): value is TimelineKind {
  return typeof value === "string" && (TIMELINE_KINDS as readonly string[]).includes(value);
}

/** Where the next page starts: strictly older than this entry (its time, then its key). */
export interface TimelineCursor {
  /** ISO timestamp with microseconds kept as the database gives them. */
  at: string;
  key: string;
}

const KEY = /^[a-z-]{2,20}:[A-Za-z0-9-]{1,60}$/u;
const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/u;

/** The cursor as a URL-safe token. */
export function encodeTimelineCursor(cursor: TimelineCursor): string {
  return `${cursor.at}~${cursor.key}`;
}

/** The cursor a token names, or null when it is not one of ours. */
export function decodeTimelineCursor(token: string): TimelineCursor | null {
  const [at, key, ...rest] = token.split("~");
  if (rest.length > 0 || !at || !key || !AT.test(at) || !KEY.test(key) || Number.isNaN(Date.parse(at))) return null;
  return { at, key };
}
