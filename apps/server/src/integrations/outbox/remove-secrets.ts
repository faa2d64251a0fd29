import { escapeHtml } from "../../http/escape-html.ts";

export const REMOVED_SECRET = "[removed]";

interface OutboxMessage {
  secrets: string[] | null;
  text: string;
  subject?: string;
  html?: string;
  /** A templated SMS's variables, the code among them. */
  variables?: Record<string, string> | null;
}

/**
 * The columns that make a delivered (or abandoned) outbox row safe to keep: every live link and code it
 * listed is replaced, in the text and its HTML-escaped form, and the list itself is dropped. The row stays
 * as the record of what went out (ADR 0002: nothing stored at rest is a usable link or code).
 */
export function secretFreeColumns(row: OutboxMessage): {
  secrets: null;
  text?: string;
  subject?: string;
  html?: string;
  variables?: Record<string, string>;
} {
  const secrets = (row.secrets ?? []).filter((secret) => secret.length > 0);
  if (secrets.length === 0) return { secrets: null };
  const scrub = (value: string) =>
    secrets.reduce((text, secret) => text.replaceAll(secret, REMOVED_SECRET).replaceAll(escapeHtml(secret), REMOVED_SECRET), value);
  return {
    secrets: null,
    text: scrub(row.text),
    ...(row.subject === undefined ? {} : { subject: scrub(row.subject) }),
    ...(row.html === undefined ? {} : { html: scrub(row.html) }),
    ...(row.variables ? { variables: Object.fromEntries(Object.entries(row.variables).map(([name, value]) => [name, scrub(value)])) } : {}),
  };
}
