/**
 * GST tax invoices and credit notes (ADR 0008). Each document freezes its supplier, its
 * customer, its lines and its amounts when issued; nothing in it is read from elsewhere afterwards.
 * Numbers are consecutive within a financial year and series, with no gap and no duplicate: they come
 * from `document_counters`, whose row is bumped by an upsert in the transaction that issues the
 * document, so a rolled-back issue gives its number back and concurrent issues queue on the row lock.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import type { Currency, CustomerDetails, DocumentSeries, SupplierDetails, SupplyType, TaxDocumentLine } from "@investar/core";
import { orders } from "./orders.ts";
import { users } from "./users.ts";
import { requiredLink } from "./reference-columns.ts";

/** The last serial used in each series and financial year ("2026-27"). */
export const documentCounters = pgTable(
  "document_counters",
  {
    series: text("series").$type<DocumentSeries>().notNull(),
    financialYear: text("financial_year").notNull(),
    lastSerial: integer("last_serial").notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] }), check("document_counters_serial_positive", sql`${t.lastSerial} >= 1`)],
);

/** What the customer told us for their next invoice (docs/business-rules.md#api-payment payment/GetPaymentData): GSTIN and billing state. */
export const customerTaxDetails = pgTable("customer_tax_details", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  gstin: text("gstin"),
  /** A state of India by name ("Karnataka"); null when not given. */
  billingState: text("billing_state"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Amount columns shared by both documents, in minor units of `currency`. */
function taxColumns() {
  return {
    currency: text("currency").$type<Currency>().notNull(),
    supplier: jsonb("supplier").$type<SupplierDetails>().notNull(),
    customer: jsonb("customer").$type<CustomerDetails>().notNull(),
    supplyType: text("supply_type").$type<SupplyType>().notNull(),
    /** As printed: "Maharashtra (27)" or "Outside India (export of services)". */
    placeOfSupply: text("place_of_supply").notNull(),
    placeOfSupplyStateCode: text("place_of_supply_state_code"),
    taxableValue: bigint("taxable_value", { mode: "number" }).notNull(),
    cgst: bigint("cgst", { mode: "number" }).notNull(),
    sgst: bigint("sgst", { mode: "number" }).notNull(),
    igst: bigint("igst", { mode: "number" }).notNull(),
    /** taxableValue + cgst + sgst + igst */
    total: bigint("total", { mode: "number" }).notNull(),
    /** Issued by a test deployment (PAYMENT_GATEWAY=simulator, ADR 0012): printed TEST for good, whatever the site runs later. */
    isTest: boolean("is_test").notNull().default(false),
  };
}

function taxChecks(name: string, t: Record<"currency" | "taxableValue" | "cgst" | "sgst" | "igst" | "total" | "supplyType", AnyPgColumn>) {
  return [
    check(`${name}_total_adds_up`, sql`${t.total} = ${t.taxableValue} + ${t.cgst} + ${t.sgst} + ${t.igst}`),
    check(`${name}_amounts_not_negative`, sql`${t.taxableValue} >= 0 and ${t.cgst} >= 0 and ${t.sgst} >= 0 and ${t.igst} >= 0`),
    check(`${name}_currency_valid`, sql`${t.currency} in ('INR', 'USD')`),
    check(`${name}_supply_type_valid`, sql`${t.supplyType} in ('intraState', 'interState', 'export')`),
  ];
}

export const invoices = pgTable(
  "invoices",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** INV/26-27/000123 */
    number: text("number").notNull().unique(),
    financialYear: text("financial_year").notNull(),
    serial: integer("serial").notNull(),
    /** One invoice per order: issuing again finds this one. */
    orderId: integer("order_id")
      .notNull()
      .unique()
      .references(() => orders.id),
    userId: requiredLink("user_id", () => users.id),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    lines: jsonb("lines").$type<TaxDocumentLine[]>().notNull(),
    discount: bigint("discount", { mode: "number" }).notNull(),
    ...taxColumns(),
    /** Wallet credits that paid part of the total, and what was paid through the order's gateway. */
    paidFromWallet: bigint("paid_from_wallet", { mode: "number" }).notNull(),
    amountPaid: bigint("amount_paid", { mode: "number" }).notNull(),
    /**
     * An export (USD) invoice's rupees per dollar ("84.2575") and its total in paise at that rate, as
     * printed: GSTR-1 reports it in rupees (ADR 0037). Null on rupee invoices and on exports issued before
     * the rate was recorded.
     */
    exchangeRate: text("exchange_rate"),
    totalInr: bigint("total_inr", { mode: "number" }),
  },
  (t) => [
    unique("invoices_serial_unique").on(t.financialYear, t.serial),
    // My Subscription pages by keyset on (issued_at, id) (ADR 0063).
    index("invoices_user_idx").on(t.userId, t.issuedAt, t.id),
    // The dashboard's revenue by month of issue (ADR 0055).
    index("invoices_issued_at_idx").on(t.issuedAt),
    // The back office's search finds the customer a GSTIN was printed for (docs/business-rules.md#staff-search).
    index("invoices_customer_gstin_idx").on(sql`upper(${t.customer}->>'gstin')`),
    ...taxChecks("invoices", t),
  ],
);

export const creditNotes = pgTable(
  "credit_notes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** CN/26-27/000007 */
    number: text("number").notNull().unique(),
    financialYear: text("financial_year").notNull(),
    serial: integer("serial").notNull(),
    invoiceId: requiredLink("invoice_id", () => invoices.id),
    orderId: requiredLink("order_id", () => orders.id),
    userId: requiredLink("user_id", () => users.id),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    reason: text("reason").notNull(),
    ...taxColumns(),
  },
  (t) => [
    unique("credit_notes_serial_unique").on(t.financialYear, t.serial),
    index("credit_notes_user_idx").on(t.userId, t.issuedAt, t.id),
    index("credit_notes_issued_at_idx").on(t.issuedAt),
    index("credit_notes_invoice_idx").on(t.invoiceId),
    ...taxChecks("credit_notes", t),
  ],
);

export type Invoice = typeof invoices.$inferSelect;
export type CreditNote = typeof creditNotes.$inferSelect;
