import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { closurePeriodChoices, type ClosurePeriodChoice, type Currency } from "@investar/core";
import { oneOf } from "./one-of.ts";
import { userIdColumn } from "./user-id-column.ts";

export interface ClosureRefund {
  orderNumber: string;
  amount: number;
  currency: Currency;
  creditNoteNumber: string | null;
}

/**
 * A customer's closing of their account (docs/business-rules.md#account-closure): closed at once, reopenable
 * until `final_at`, then erased by the privacy pass. The row outlives the erasure with no personal data: a
 * pseudonymous reference, the dates and what was refunded, so staff can answer for it.
 */
export const accountClosures = pgTable(
  "account_closures",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** "CL-" and random letters: how staff and the customer's mails name the closure after the erasure. */
    reference: text("reference").notNull().unique(),
    userId: userIdColumn(),
    closedAt: timestamp("closed_at", { withTimezone: true }).notNull(),
    finalAt: timestamp("final_at", { withTimezone: true }).notNull(),
    /** What the customer chose for a paid period still running; null when none was. */
    periodChoice: text("period_choice").$type<ClosurePeriodChoice>(),
    refunds: jsonb("refunds").$type<ClosureRefund[]>().notNull().default([]),
    reopenedAt: timestamp("reopened_at", { withTimezone: true }),
    erasedAt: timestamp("erased_at", { withTimezone: true }),
  },
  (t) => [
    // One open closure per account: closing twice at once, one of the two inserts fails.
    uniqueIndex("account_closures_open_unique")
      .on(t.userId)
      .where(sql`${t.reopenedAt} is null`),
    index("account_closures_due_idx")
      .on(t.finalAt)
      .where(sql`${t.reopenedAt} is null and ${t.erasedAt} is null`),
    check("account_closures_choice_valid", sql`${t.periodChoice} is null or ${oneOf(t.periodChoice, closurePeriodChoices)}`),
  ],
);

export type AccountClosure = typeof accountClosures.$inferSelect;
