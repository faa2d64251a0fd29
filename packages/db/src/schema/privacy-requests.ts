import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./users.ts";
import { userIdColumn } from "./user-id-column.ts";
import { partOf } from "./reference-columns.ts";

/**
 * A customer's request under the DPDP Act (ADR 0051): a copy of their data, a correction, erasure, a nomination or a
 * grievance, with its reference and clock. The account may be erased later: the request then keeps its
 * reference, kind and outcome and nobody's identity (`userId`, `email`, `name` and `details` cleared).
 */
export const privacyRequests = pgTable(
  "privacy_requests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** DPR-000123, what the customer quotes: made from the id by the database, as core's privacyRequestReference makes it. */
    reference: text("reference")
      .notNull()
      .generatedAlwaysAs(sql`'DPR-' || lpad(id::text, 6, '0')`),
    /** A core PrivacyRequestKind. */
    kind: text("kind").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Where acknowledgements and replies go: the account's address when the request was made. */
    email: text("email"),
    name: text("name"),
    /** One line naming the request in the queue. */
    summary: text("summary").notNull(),
    /** What the customer asked, as the kind's form has it. */
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    /** A core PrivacyRequestState. */
    state: text("state").notNull().default("new"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
    /** Our 7-day target; the law's 90-day limit is counted from receivedAt. */
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    assigneeId: integer("assignee_id").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("privacy_requests_reference_idx").on(t.reference),
    index("privacy_requests_user_idx").on(t.userId),
    index("privacy_requests_state_due_idx").on(t.state, t.dueAt),
  ],
);

/** A request's history: each thing that happened to it, by whom (null: the customer or the site), in order. */
export const privacyRequestEvents = pgTable(
  "privacy_request_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    requestId: partOf("request_id", () => privacyRequests.id),
    at: timestamp("at", { withTimezone: true }).notNull(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** filed, state, assigned, note, reply. */
    action: text("action").notNull(),
    fromState: text("from_state"),
    toState: text("to_state"),
    note: text("note"),
    /** The note was mailed to the customer. */
    mailed: boolean("mailed").notNull().default(false),
  },
  (t) => [index("privacy_request_events_request_idx").on(t.requestId, t.id)],
);

/** The customer's nominee (DPDP Act s. 14), one at a time; withdrawing deletes the row (the request history keeps the change). */
export const privacyNominations = pgTable("privacy_nominations", {
  userId: userIdColumn().primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  relationship: text("relationship").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});

/** A personal-data breach as staff recorded it (core's BreachFields) for the Board's intimation. */
export const privacyBreaches = pgTable("privacy_breaches", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
  discoveredAt: timestamp("discovered_at", { withTimezone: true }).notNull(),
  recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull(),
  recordedBy: integer("recorded_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});

/** One affected account told about one breach: the unique key makes a second notification of the same person a no-op. */
export const privacyBreachNotices = pgTable(
  "privacy_breach_notices",
  {
    breachId: partOf("breach_id", () => privacyBreaches.id),
    userId: userIdColumn(),
    email: text("email").notNull(),
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull(),
    queuedBy: integer("queued_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [uniqueIndex("privacy_breach_notices_once_idx").on(t.breachId, t.userId)],
);
