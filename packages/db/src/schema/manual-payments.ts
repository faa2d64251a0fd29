import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { manualPaymentModes, refundStatuses, type Currency, type ManualPaymentMode, type RefundStatus } from "@investar/core";
import { oneOf } from "./one-of.ts";
import { orders } from "./orders.ts";
import { users } from "./users.ts";
import { requiredLink } from "./reference-columns.ts";

/**
 * What a customer tells us about a payment made outside the card gateway (ADR 0009): one row per
 * ManualPayment order, keyed by the order, whose status (pending → paid when an admin activates it) is
 * the payment's state. The declared amount is what the customer says they paid; the order's amount is
 * the server's quote, and only that is ever charged or activated.
 */
export const manualPayments = pgTable(
  "manual_payments",
  {
    orderId: integer("order_id")
      .primaryKey()
      .references(() => orders.id),
    userId: requiredLink("user_id", () => users.id),
    mode: text("mode").$type<ManualPaymentMode>().notNull(),
    /** UTR, cheque or DD number, normalised (core's normaliseReference); null for a UPI payment made after the order is recorded. */
    reference: text("reference"),
    /**
     * docs/business-rules.md#one-reference-one-payment: whether this payment claims its reference against
     * every other customer's. False once the order failed or was cancelled (the reference may be used again).
     */
    referenceHeld: boolean("reference_held").notNull().default(true),
    declaredAmount: bigint("declared_amount", { mode: "number" }).notNull(),
    declaredCurrency: text("declared_currency").$type<Currency>().notNull(),
    paymentDate: date("payment_date", { mode: "string" }).notNull(),
    bankName: text("bank_name"),
    /** docs/business-rules.md#manual-payment-lifecycle UpdateUserPaymentStatus: the admin's words about where the payment stands ("Cheque cleared"). */
    statusText: text("status_text").notNull(),
    statusUpdatedAt: timestamp("status_updated_at", { withTimezone: true }),
    statusUpdatedBy: integer("status_updated_by"),
    /** docs/business-rules.md#manual-payment-rejection: why staff rejected it (the order then failed), as the customer reads it. */
    rejectionReason: text("rejection_reason"),
    rejectedAt: timestamp("rejected_at", { withTimezone: true }),
    rejectedBy: integer("rejected_by"),
    /**
     * docs/business-rules.md#one-basket-one-pending-payment: the pending payment for the same basket this one was
     * submitted beside, when the customer insisted; staff see it marked "possible duplicate".
     */
    possibleDuplicateOf: integer("possible_duplicate_of").references(() => orders.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("manual_payments_user_idx").on(t.userId, t.createdAt),
    // The back office's search finds a payment by its UTR or cheque number alone (docs/business-rules.md#staff-search).
    index("manual_payments_reference_idx").on(t.reference),
    // The same reference twice from one customer is a double submission, not a second payment.
    uniqueIndex("manual_payments_user_mode_reference")
      .on(t.userId, t.mode, t.reference)
      .where(sql`${t.reference} is not null`),
    // One bank reference pays for one payment, whoever submits it (docs/business-rules.md#one-reference-one-payment).
    uniqueIndex("manual_payments_mode_reference_held")
      .on(t.mode, t.reference)
      .where(sql`${t.reference} is not null and ${t.referenceHeld}`),
    check("manual_payments_mode_valid", oneOf(t.mode, manualPaymentModes)),
    check("manual_payments_declared_amount_positive", sql`${t.declaredAmount} > 0`),
    check("manual_payments_rejection_complete", sql`(${t.rejectionReason} is null) = (${t.rejectedAt} is null)`),
  ],
);

export type ManualPaymentRow = typeof manualPayments.$inferSelect;

/**
 * docs/business-rules.md#refunds RefundPayments: the refunds of an order, several parts up to what was
 * paid. Credited to the customer's wallet as cash credit, or sent back the way the money came: a manual
 * payment's with the UTR of the transfer that returned it, a card payment's through the gateway's refund
 * API (our `refundReference` is the refund_ref_no it was asked with, `gatewayReference` the gateway's own),
 * followed until it settles. Only settled refunds (core's isSettledRefund) carry a credit note.
 */
export const orderRefunds = pgTable(
  "order_refunds",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: requiredLink("order_id", () => orders.id),
    amount: bigint("amount", { mode: "number" }).notNull(),
    currency: text("currency").$type<Currency>().notNull(),
    destination: text("destination").$type<"wallet" | "gateway">().notNull(),
    /** Core's RefundStatus: credited and sent settle at once; a card refund goes requested → pending → refunded or failed. */
    status: text("status").$type<RefundStatus>().notNull(),
    walletEntryId: integer("wallet_entry_id"),
    reason: text("reason").notNull(),
    actorId: integer("actor_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The refund_ref_no the gateway was asked with: one per refund, so asking again never refunds twice. */
    refundReference: text("refund_reference").unique(),
    /** The gateway's own reference for the refund, once it has given one. */
    gatewayReference: text("gateway_reference"),
    /** The UTR of the bank transfer that sent a manual payment back. */
    utr: text("utr"),
    /** Why the gateway refused it, in its words. */
    failureReason: text("failure_reason"),
    creditNoteNumber: text("credit_note_number"),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    /** Status queries made by the follow-up job, and when the last one ran. */
    followAttempts: integer("follow_attempts").notNull().default(0),
    lastFollowedAt: timestamp("last_followed_at", { withTimezone: true }),
  },
  (t) => [
    index("order_refunds_order_idx").on(t.orderId),
    index("order_refunds_open_idx")
      .on(t.lastFollowedAt)
      .where(sql`${t.status} in ('requested', 'pending')`),
    check("order_refunds_amount_positive", sql`${t.amount} > 0`),
    check("order_refunds_destination_valid", sql`${t.destination} in ('wallet', 'gateway')`),
    check("order_refunds_status_valid", oneOf(t.status, refundStatuses)),
  ],
);

export type OrderRefund = typeof orderRefunds.$inferSelect;
