import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Live links and codes in a message; the worker removes them from the row once it is sent or given up (ADR 0002). */
const secrets = () => jsonb("secrets").$type<string[]>();

/**
 * An attachment: small text kept with the message (a calendar invitation), a file in the
 * file store named by its key (a support report's upload), which the worker streams from the store when it sends,
 * or a tax document named by its id (a receipt's invoice), which the worker renders as a PDF when it
 * sends: an issued document never changes, so the PDF is the one its download gives (ADR 0039).
 */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content?: string;
  fileKey?: string;
  taxDocument?: TaxDocumentRef;
}

/** A GST tax invoice or credit note by its own id. */
export interface TaxDocumentRef {
  kind: "invoice" | "creditNote";
  id: number;
}

/**
 * Mail is written here in the same transaction as the change that causes it and sent by a worker with
 * retries (docs/architecture.md#flow-outboxes): nothing is lost if SMTP is down. Without SMTP_URL the rows are the dev outbox.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    secrets: secrets(),
    attachments: jsonb("attachments").$type<MailAttachment[]>(),
    /** Extra header fields: a marketing mail's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058, ADR 0034). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** The newsletter this mail is one copy of, so its page can count what went out. */
    newsletterId: integer("newsletter_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
  },
  (t) => [
    index("mail_outbox_pending_idx").on(t.sentAt, t.nextAttemptAt),
    // A customer's timeline lists the mails sent to their address (docs/business-rules.md#customer-timeline).
    index("mail_outbox_to_idx").on(sql`lower(${t.to})`),
    // /admin/newsletters counts each newsletter's copies; only its copies are indexed.
    index("mail_outbox_newsletter_idx")
      .on(t.newsletterId)
      .where(sql`${t.newsletterId} is not null`),
    // The retention pass deletes by age in bounded batches, and an erasure finds the mail that mentions the
    // address through the addresses each text mentions, without reading every mail (docs/business-rules.md#retention, ADR 0056).
    index("mail_outbox_created_idx").on(t.createdAt),
    index("mail_outbox_mentions_idx").using("gin", sql`mentioned_addresses(${t.text})`),
  ],
);

export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    to: text("to").notNull(),
    text: text("text").notNull(),
    /** Which message this is (core SmsKind): a DLT provider sends it with that kind's registered template (ADR 0034). */
    kind: text("kind"),
    /** The template's variables (the code, its validity): what a template provider is sent instead of the text. */
    variables: jsonb("variables").$type<Record<string, string>>(),
    secrets: secrets(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
  },
  // The retention pass deletes by age in bounded batches (ADR 0056).
  // and an erasure deletes the SMS sent to the account's number.
  (t) => [index("sms_outbox_created_idx").on(t.createdAt), index("sms_outbox_to_idx").on(t.to)],
);
