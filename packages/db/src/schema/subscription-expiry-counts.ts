import { date, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * Subscriptions in service per product kind, edition and expiry date (docs/adr/0055-staff-reads-at-scale.md#subscriptions-by-expiry):
 * kept by statement triggers on user_subscriptions in the same statement as the rows (migration 0049's function),
 * counting the rows that are subscribed and have an expiry date. The dashboard's subscriptions by edition are the
 * sums over today and later: a row per edition and day, not one per subscriber.
 */
export const subscriptionExpiryCounts = pgTable(
  "subscription_expiry_counts",
  {
    kind: text("kind").$type<"tool" | "mobile">().notNull(),
    baseProduct: text("base_product").notNull(),
    expiryDate: date("expiry_date", { mode: "string" }).notNull(),
    subscriptions: integer("subscriptions").notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.baseProduct, t.expiryDate] })],
);
