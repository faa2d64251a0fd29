import { bigint, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * Taxable value issued each India month, per document kind and currency, in minor units (ADR 0055): kept by
 * triggers on invoices and credit_notes in the statement that issues them (migration 0038's functions), so
 * the dashboard's twelve months of revenue are twelve rows, not a year of invoices.
 */
export const revenueMonths = pgTable(
  "revenue_months",
  {
    /** YYYY-MM of issued_at in India. */
    month: text("month").notNull(),
    document: text("document").$type<"invoice" | "credit-note">().notNull(),
    currency: text("currency").$type<"INR" | "USD">().notNull(),
    taxableValue: bigint("taxable_value", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.document, t.currency] })],
);
