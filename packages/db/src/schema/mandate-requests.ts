/**
 * The card mandates customers ask for at checkout (docs/business-rules.md#auto-renew-opt-in): one per card
 * order whose customer ticked "Renew automatically", written with the order's move to pending, so the
 * gateway's answer is recorded against what was asked (ADR 0047).
 */
import { sql } from "drizzle-orm";
import { bigint, check, date, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { currencies, type BillingPlan, type Currency } from "@investar/core";
import { cardMandates } from "./mandates.ts";
import { oneOf } from "./one-of.ts";
import { orders } from "./orders.ts";
import { userIdColumn } from "./user-id-column.ts";

export const MANDATE_REQUEST_STATUSES = ["requested", "registered", "refused"] as const;
export type MandateRequestStatus = (typeof MANDATE_REQUEST_STATUSES)[number];

/**
 * What the payment request asked the gateway to register (its si_* fields), and what became of it:
 * registered (the mandate it made), refused (the gateway's words), or still requested (the payment is not
 * yet paid, or was never paid).
 */
export const mandateRequests = pgTable(
  "mandate_requests",
  {
    orderId: integer("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: userIdColumn(),
    kind: text("kind").$type<"tool" | "mobile">().notNull(),
    /** si_mer_ref_no. */
    merchantRef: text("merchant_ref").notNull().unique(),
    currency: text("currency").$type<Currency>().notNull(),
    /** The renewal price the choice stated, and the limit asked for (si_amount), in minor units. */
    renewalAmount: bigint("renewal_amount", { mode: "number" }).notNull(),
    upperLimit: bigint("upper_limit", { mode: "number" }).notNull(),
    frequency: text("frequency").$type<BillingPlan>().notNull(),
    /** si_start_date: the day of the first later debit. */
    firstDebitDay: date("first_debit_day", { mode: "string" }).notNull(),
    status: text("status").$type<MandateRequestStatus>().notNull().default("requested"),
    /** The gateway's si_status when it refused, in its words. */
    refusal: text("refusal"),
    mandateId: integer("mandate_id").references(() => cardMandates.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    check("mandate_requests_status_valid", oneOf(t.status, MANDATE_REQUEST_STATUSES)),
    check("mandate_requests_currency_valid", oneOf(t.currency, currencies)),
    check("mandate_requests_limit_positive", sql`${t.upperLimit} > 0`),
  ],
);

export type MandateRequest = typeof mandateRequests.$inferSelect;
