import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users.ts";
import { partOf } from "./reference-columns.ts";

/** A file on a ticket message: the upload's server-made name in the file store (uploads/support/), its proven type and the sender's own name as text. */
export interface TicketAttachment {
  storedName: string;
  contentType: string;
  /** The sender's name for it: shown as text only, never used as a file name (docs/business-rules.md#support-attachment-names). */
  sentAs: string;
  bytes: number;
}

/**
 * The support desk's tickets (docs/business-rules.md#support-desk, ADR 0054): every problem report, feedback, broker
 * request, privacy request and mail to support, with the reference the customer was given, its state, priority and
 * who handles it. Linked to the customer's account when the sender's address is one.
 */
export const supportTickets = pgTable(
  "support_tickets",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** SR-000042 or DPR-000042: what the customer quotes and what reply subjects carry. */
    reference: text("reference").notNull(),
    /** A core TicketKind. */
    kind: text("kind").notNull(),
    subject: text("subject").notNull(),
    /** A core TicketState. */
    state: text("state").notNull().default("new"),
    /** A core TicketPriority. */
    priority: text("priority").notNull().default("normal"),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Where replies go; null for anonymous feedback. */
    email: text("email"),
    name: text("name"),
    assigneeId: integer("assignee_id").references(() => users.id, { onDelete: "set null" }),
    /** The support_messages row a form made it from (SR references), or the privacy request (DPR). */
    supportMessageId: integer("support_message_id"),
    privacyRequestId: integer("privacy_request_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** The last message on it (either side), for the customer's list and the queue. */
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("support_tickets_reference_idx").on(t.reference),
    // The queue: one state, oldest first (the default view) and its counts.
    index("support_tickets_state_created_idx").on(t.state, t.createdAt, t.id),
    index("support_tickets_user_idx").on(t.userId, t.lastActivityAt),
    index("support_tickets_email_idx").on(sql`lower(${t.email})`),
    index("support_tickets_support_message_idx").on(t.supportMessageId),
  ],
);

/** One message on a ticket: the customer's, a staff reply (mailed) or an internal note (never mailed, never shown to the customer). */
export const supportTicketMessages = pgTable(
  "support_ticket_messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    ticketId: partOf("ticket_id", () => supportTickets.id),
    /** A core TicketMessageKind: customer, reply, note. */
    kind: text("kind").notNull(),
    /** The staff member (reply, note) or the logged-in customer; null for a mail or a visitor. */
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    /** The address a customer's mail came from. */
    fromEmail: text("from_email"),
    body: text("body").notNull(),
    attachments: jsonb("attachments").$type<TicketAttachment[]>().notNull().default([]),
    /** The Message-ID of the mail this is (a reply we sent, a customer's mail we received): how later mails thread onto it. */
    mailMessageId: text("mail_message_id"),
    /** The inbound provider's id of the delivery: a retried webhook stores the message once. */
    providerMessageId: text("provider_message_id"),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("support_ticket_messages_ticket_idx").on(t.ticketId, t.at, t.id),
    uniqueIndex("support_ticket_messages_provider_idx")
      .on(t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
    index("support_ticket_messages_mail_id_idx")
      .on(t.mailMessageId)
      .where(sql`${t.mailMessageId} is not null`),
  ],
);

export type SupportTicket = typeof supportTickets.$inferSelect;
export type SupportTicketMessage = typeof supportTicketMessages.$inferSelect;
