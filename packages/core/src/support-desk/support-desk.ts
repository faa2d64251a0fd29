/**
 * The support desk's rules (docs/business-rules.md#support-desk, ADR 0054): what a ticket can be, how its state
 * moves when someone writes on it, and how a mail is threaded back onto it. No I/O: the server and the pages share them.
 */

export const TICKET_STATES = ["new", "open", "waiting", "resolved"] as const;
export type TicketState = (typeof TICKET_STATES)[number];
export const ticketStateLabels: Record<TicketState, string> = {
  new: "New",
  open: "Open",
  waiting: "Waiting on customer",
  resolved: "Resolved",
};

export const TICKET_PRIORITIES = ["low", "normal", "high", "urgent"] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export const ticketPriorityLabels: Record<TicketPriority, string> = { low: "Low", normal: "Normal", high: "High", urgent: "Urgent" };

/** Where a ticket came from: one of the site's forms, a privacy request, or a mail that named no ticket we know. */
export const TICKET_KINDS = ["problem", "feedback", "broker-request", "privacy", "email"] as const;
export type TicketKind = (typeof TICKET_KINDS)[number];
export const ticketKindLabels: Record<TicketKind, string> = {
  problem: "Problem report",
  feedback: "Feedback",
  "broker-request": "Broker request",
  privacy: "Privacy request",
  email: "Mail to support",
};

/** customer: what the customer wrote (a form, a mail, the account page); reply: staff's answer, mailed; note: staff-only, never mailed or shown. */
export const TICKET_MESSAGE_KINDS = ["customer", "reply", "note"] as const;
export type TicketMessageKind = (typeof TICKET_MESSAGE_KINDS)[number];

export const TICKET_TEXT_MAX = 10_000;
export const TICKET_SUBJECT_MAX = 200;

export const isTicketState = (value: unknown): value is TicketState => (TICKET_STATES as readonly unknown[]).includes(value);
export const isTicketPriority = (value: unknown): value is TicketPriority => (TICKET_PRIORITIES as readonly unknown[]).includes(value);
export const isTicketKind = (value: unknown): value is TicketKind => (TICKET_KINDS as readonly unknown[]).includes(value);

/**
 * docs/business-rules.md#support-desk: a staff reply leaves the ticket waiting on the customer; anything the
 * customer writes (by mail or on the site) opens it again, even a resolved one; an internal note changes nothing.
 */
export function stateAfterMessage(current: TicketState, kind: TicketMessageKind): TicketState {
  if (kind === "reply") return "waiting";
  if (kind === "customer") return current === "new" ? "new" : "open";
  return current;
}

/** Checks a message's text: trimmed, not empty, not too long. */
/** checkTicketText's messages, by their keys (validation-keys.ts): a Hindi page says them in Hindi. */
export const ticketTextMessages = {
  ticketTextRequired: "Write the message first.",
  ticketTextTooLong: `A message can be at most ${TICKET_TEXT_MAX} characters.`,
} as const;

export function checkTicketText(text: string): { ok: true; text: string } | { ok: false; message: string } {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, message: ticketTextMessages.ticketTextRequired };
  if (trimmed.length > TICKET_TEXT_MAX) return { ok: false, message: ticketTextMessages.ticketTextTooLong };
  return { ok: true, text: trimmed };
}

/** The references we give out: SR-000042 (a support message) and DPR-000042 (a privacy request). */
const REFERENCE = /\b(SR|DPR)-(\d{6,10})\b/i;

/** The ticket reference a mail's subject names ("Re: Charts [SR-000042]"), upper-cased; null when it names none. */
export function referenceInSubject(subject: string): string | null {
  const bracketed = /\[((?:SR|DPR)-\d{6,10})\]/i.exec(subject);
  const found = bracketed?.[1] ?? REFERENCE.exec(subject)?.[0];
  return found ? found.toUpperCase() : null;
}

/** The subject of a staff reply: the ticket's subject with the reference a mail client keeps when the customer answers. */
export function replySubject(subject: string, reference: string): string {
  const base = subject.replace(/^\s*((re|fwd?|aw)\s*:\s*)+/i, "").trim() || "Your request";
  return `Re: ${base} [${reference}]`;
}

/**
 * The Message-ID of a message we send on a ticket: `<ticket.SR-000042.17@investarindia.com>` names the ticket and the
 * message, so a reply's In-Reply-To or References finds the ticket even when the customer's client changed the subject.
 */
export const ticketMessageId = (reference: string, messageId: number, domain: string) => `<ticket.${reference}.${messageId}@${domain}>`;

/** The ticket references named by our own Message-IDs among the In-Reply-To and References header values, most recent first. */
export function referencesInThreadHeaders(...headers: (string | null | undefined)[]): string[] {
  const found: string[] = [];
  for (const header of headers) {
    for (const id of (header ?? "").match(/<[^<>\s]+>/g) ?? []) {
      const match = /^<ticket\.((?:SR|DPR)-\d{6,10})\.\d+@/i.exec(id);
      if (match) found.push(match[1]!.toUpperCase());
    }
  }
  return [...new Set(found.reverse())];
}

/** Every Message-ID among header values (In-Reply-To, References), as written: `<id@host>`. */
export const messageIdsIn = (...headers: (string | null | undefined)[]): string[] =>
  headers.flatMap((header) => (header ?? "").match(/<[^<>\s]+>/g) ?? []);

/** The address in a From header ("Asha Rao <asha@example.in>" → "asha@example.in"), lower-cased; null when there is none. */
export function addressInFrom(from: string): string | null {
  const angle = /<([^<>\s@]+@[^<>\s@]+)>/.exec(from)?.[1];
  const bare = angle ?? /([^\s<>"@]+@[^\s<>"@]+)/.exec(from)?.[1];
  return bare ? bare.trim().toLowerCase() : null;
}

/**
 * A sender no person reads: a bounce (mailer-daemon, postmaster) or a no-reply address. Its mail still becomes a ticket,
 * but it is sent no receipt, which would only bounce or loop.
 */
export const isAutomatedSender = (address: string): boolean =>
  /^(mailer-daemon|postmaster|no-?reply|do-?not-?reply|bounces?)([+.-][^@]*)?@/i.test(address.trim());
