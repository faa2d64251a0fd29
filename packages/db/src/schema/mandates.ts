/**
 * Auto-renew (docs/business-rules.md#auto-renew): the card mandates customers register at checkout, and
 * every debit made or announced on them, so each renewal is charged at most once and can be reconciled.
 */
import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { currencies, type BillingPlan, type Currency } from "@investar/core";
import { oneOf } from "./one-of.ts";
import { orders } from "./orders.ts";
import { userIdColumn } from "./user-id-column.ts";
import { partOf } from "./reference-columns.ts";

export const MANDATE_STATUSES = ["active", "cancelled", "failed"] as const;
export type MandateStatus = (typeof MANDATE_STATUSES)[number];

/**
 * A standing instruction registered with the gateway by a first payment: which subscription (user and
 * kind) it renews, up to which amount, on which card. At most one active per subscription; a cancelled or
 * failed one is never charged again (turning auto-renew on again registers a new one).
 */
export const cardMandates = pgTable(
  "card_mandates",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: userIdColumn(),
    kind: text("kind").$type<"tool" | "mobile">().notNull(),
    status: text("status").$type<MandateStatus>().notNull().default("active"),
    currency: text("currency").$type<Currency>().notNull(),
    /** The most one debit may take, in minor units, as the customer agreed it (si_amount). */
    upperLimit: bigint("upper_limit", { mode: "number" }).notNull(),
    /** How often it is debited: the subscription's plan. */
    frequency: text("frequency").$type<BillingPlan>().notNull(),
    /** Our reference for the mandate (si_mer_ref_no). */
    merchantRef: text("merchant_ref").notNull().unique(),
    /** The gateway's references (si_ref_no, si_sub_ref_no); debits name the sub-reference. */
    gatewayRef: text("gateway_ref").notNull(),
    gatewaySubRef: text("gateway_sub_ref").notNull(),
    /** As the gateway returns them: card network ("VISA"), last four digits, and expiry "YYYY-MM" where given. */
    cardNetwork: text("card_network"),
    cardLast4: text("card_last4"),
    cardExpiry: text("card_expiry"),
    /** The order whose payment registered it. */
    orderNumber: text("order_number").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** Cancelled by the customer or staff, or failed after the last retry; why, in plain words. */
    endedAt: timestamp("ended_at", { withTimezone: true }),
    endedReason: text("ended_reason"),
    /**
     * Cancelled here but not yet at the gateway (the gateway could not be reached, or the cancel came from a
     * refund's transaction, which calls nothing outside): the renewal pass asks the gateway and clears it.
     */
    gatewayCancelDue: boolean("gateway_cancel_due").notNull().default(false),
    /** The debit day a "card expires before the next debit" mail was sent for, so it goes once per debit. */
    cardExpiryNoticeFor: date("card_expiry_notice_for", { mode: "string" }),
  },
  (t) => [
    uniqueIndex("card_mandates_one_active")
      .on(t.userId, t.kind)
      .where(sql`${t.status} = 'active'`),
    check("card_mandates_status_valid", oneOf(t.status, MANDATE_STATUSES)),
    check("card_mandates_currency_valid", oneOf(t.currency, currencies)),
    check("card_mandates_limit_positive", sql`${t.upperLimit} > 0`),
  ],
);

export const MANDATE_DEBIT_STATUSES = ["notified", "charging", "paid", "failed", "not-charged"] as const;
export type MandateDebitStatus = (typeof MANDATE_DEBIT_STATUSES)[number];

export const MANDATE_NOTICE_KINDS = ["pre-debit", "pay-link", "ask-again"] as const;
export type MandateNoticeKind = (typeof MANDATE_NOTICE_KINDS)[number];

/**
 * One attempt to renew one period (the period ending on `expiry_date`): its pre-debit notice, then its
 * charge. The key (mandate, expiry, attempt) lets one pass, once, create it; the charge reference (the
 * debit's order number, si_mer_charge_ref_no) is written with the claim `notified → charging` before the
 * gateway is called, so a crash or a late answer is settled by asking the gateway about that reference,
 * never by charging again.
 */
export const mandateDebits = pgTable(
  "mandate_debits",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    mandateId: partOf("mandate_id", () => cardMandates.id),
    userId: userIdColumn(),
    /** The last day of the period this renews. */
    expiryDate: date("expiry_date", { mode: "string" }).notNull(),
    /** 1 for the debit at expiry, 2 and 3 for the retries. */
    attempt: integer("attempt").notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    currency: text("currency").$type<Currency>().notNull(),
    /** The amount the notice announced, and the only amount this attempt may charge (minor units). */
    amount: bigint("amount", { mode: "number" }).notNull(),
    noticeKind: text("notice_kind").$type<MandateNoticeKind>().notNull(),
    noticeSentAt: timestamp("notice_sent_at", { withTimezone: true }).notNull(),
    status: text("status").$type<MandateDebitStatus>().notNull().default("notified"),
    /** The debit's order number, sent as si_mer_charge_ref_no; set with the claim, before the charge call. */
    chargeRef: text("charge_ref").unique(),
    orderId: integer("order_id").references(() => orders.id),
    chargedAt: timestamp("charged_at", { withTimezone: true }),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    failureReason: text("failure_reason"),
  },
  (t) => [
    uniqueIndex("mandate_debits_attempt").on(t.mandateId, t.expiryDate, t.attempt),
    index("mandate_debits_user").on(t.userId),
    check("mandate_debits_status_valid", oneOf(t.status, MANDATE_DEBIT_STATUSES)),
    check("mandate_debits_notice_kind_valid", oneOf(t.noticeKind, MANDATE_NOTICE_KINDS)),
    check("mandate_debits_attempt_valid", sql`${t.attempt} between 1 and 3`),
    check("mandate_debits_amount_positive", sql`${t.amount} > 0`),
  ],
);

export type CardMandate = typeof cardMandates.$inferSelect;
export type MandateDebit = typeof mandateDebits.$inferSelect;

export const SIMULATED_DEBIT_ANSWERS = ["succeed", "fail", "no-answer"] as const;
export type SimulatedDebitAnswer = (typeof SIMULATED_DEBIT_ANSWERS)[number];

/**
 * The payment simulator's books of the mandates it registered (docs/architecture.md#payment-simulator),
 * and how the tester chose its later debits to answer; the debits themselves are transactions in
 * payment_simulator_transactions under their charge reference, so the status API answers for them.
 */
export const paymentSimulatorMandates = pgTable(
  "payment_simulator_mandates",
  {
    subRefNo: text("sub_ref_no").primaryKey(),
    refNo: text("ref_no").notNull(),
    merchantRef: text("merchant_ref").notNull().unique(),
    orderNumber: text("order_number").notNull(),
    currency: text("currency").notNull(),
    /** si_amount as received: a decimal string. */
    upperLimit: text("upper_limit").notNull(),
    frequency: text("frequency").notNull(),
    startDate: text("start_date").notNull(),
    debitAnswer: text("debit_answer").$type<SimulatedDebitAnswer>().notNull().default("succeed"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [check("payment_simulator_mandates_answer_valid", oneOf(t.debitAnswer, SIMULATED_DEBIT_ANSWERS))],
);
