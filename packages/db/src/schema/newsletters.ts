import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.ts";
import { userIdColumn } from "./user-id-column.ts";

/**
 * A marketing mailing composed in /admin/newsletters (ADR 0034): Markdown, sent to the customers who opted in to its kind.
 * `kind` is a core MarketingMailKind, the subscription flag that gates it.
 */
export const newsletters = pgTable("newsletters", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  kind: text("kind").notNull(),
  subject: text("subject").notNull(),
  markdown: text("markdown").notNull(),
  createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** Set when staff send it to the customers; the sending job queues it from then on. */
  sendRequestedAt: timestamp("send_requested_at", { withTimezone: true }),
  /** The highest user id queued so far: the job goes on from here, so a restart neither skips nor repeats anyone. */
  queuedThroughUserId: integer("queued_through_user_id").notNull().default(0),
  queuedCount: integer("queued_count").notNull().default(0),
  /** Every opted-in customer has been queued. */
  queuedAt: timestamp("queued_at", { withTimezone: true }),
});

/** Each switch-off through a marketing mail's unsubscribe link, counted on the newsletter it came from. */
export const mailUnsubscribes = pgTable(
  "mail_unsubscribes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: userIdColumn(),
    kind: text("kind").notNull(),
    newsletterId: integer("newsletter_id").references(() => newsletters.id, { onDelete: "set null" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_unsubscribes_newsletter_idx").on(t.newsletterId)],
);
