import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.ts";
import { userIdColumn } from "./user-id-column.ts";

/**
 * Staff notes on a customer (docs/business-rules.md#customer-notes): "called on 3 March, promised a
 * refund". The author may edit or delete theirs for a short while; every write is audited.
 */
export const customerNotes = pgTable(
  "customer_notes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: userIdColumn(),
    /** The staff member who wrote it; null once their account is gone. */
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
  },
  (t) => [
    index("customer_notes_user_idx").on(t.userId, t.createdAt, t.id),
    check("customer_notes_body_length", sql`char_length(${t.body}) between 1 and 2000`),
  ],
);

export type CustomerNote = typeof customerNotes.$inferSelect;
