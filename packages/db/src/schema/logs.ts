import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Conversion tracking (AddConversionsLogs, SaveConversion, SaveConversionFb) and client-side logs. */
export const conversionLogs = pgTable(
  "conversion_logs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id"),
    channel: text("channel").$type<"site" | "google" | "facebook">().notNull(),
    payload: jsonb("payload").$type<unknown>().notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  // An erasure deletes the account's rows (ADR 0056).
  (t) => [index("conversion_logs_at_idx").on(t.at), index("conversion_logs_user_idx").on(t.userId)],
);

export const clientLogs = pgTable(
  "client_logs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id"),
    fileName: text("file_name").notNull(),
    text: text("text").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The retention job deletes by age (ADR 0012).
  // and an erasure deletes the account's rows (ADR 0056).
  (t) => [index("client_logs_at_idx").on(t.at), index("client_logs_user_idx").on(t.userId)],
);

/** Feedback, problem reports and broker requests; attachments are server-named files in DATA_DIR/files/uploads. */
export const supportMessages = pgTable(
  "support_messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").$type<"feedback" | "problem" | "broker-request" | "email">().notNull(),
    userId: integer("user_id"),
    email: text("email"),
    body: jsonb("body").$type<Record<string, unknown>>().notNull(),
    attachments: jsonb("attachments").$type<string[]>().notNull().default([]),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  // An erasure deletes what the account sent, by its number or its address (ADR 0056).
  (t) => [index("support_messages_user_idx").on(t.userId), index("support_messages_email_lower_idx").on(sql`lower(${t.email})`)],
);
