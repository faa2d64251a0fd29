/**
 * What each customer holds (docs/business-rules.md#user-subscription-details "User subscription details"): their desktop and mobile
 * subscriptions, the deal recorded per product, their personal discounts, and their wallet.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { WALLET_KINDS, type BillingPlan, type LicenseType } from "@investar/core";
import { cataloguePriceSets } from "./catalogue.ts";
import { discountRuleColumns } from "./discount-rule-columns.ts";
import { oneOf } from "./one-of.ts";
import { users } from "./users.ts";
import { walletMovementColumns } from "./wallet-movement-columns.ts";
import { userIdColumn } from "./user-id-column.ts";

/** docs/business-rules.md#user-subscription-details ToolSubscr / MobileSubscr: one row per user and kind. */
export const userSubscriptions = pgTable(
  "user_subscriptions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: userIdColumn(),
    kind: text("kind").$type<"tool" | "mobile">().notNull(),
    baseProduct: text("base_product").notNull(),
    addons: jsonb("addons").$type<string[]>().notNull().default([]),
    plan: text("plan").$type<BillingPlan>().notNull(),
    /** Last India day of service; null while never paid (trial only). */
    expiryDate: date("expiry_date", { mode: "string" }),
    licenseType: text("license_type").$type<LicenseType>().notNull().default("Simultaneous"),
    noOfLicenses: integer("no_of_licenses").notNull().default(1),
    isSubscribed: boolean("is_subscribed").notNull().default(false),
    isMobileFree: boolean("is_mobile_free").notNull().default(false),
    /** Free subscription changes used in the current period (GetChangeSubscriptionCount); checkout resets it on a new period. */
    changesMade: integer("changes_made").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The renewal reminders read the subscriptions expiring around today (ADR 0056).
  (t) => [
    uniqueIndex("user_subscriptions_user_kind").on(t.userId, t.kind),
    index("user_subscriptions_expiry_idx")
      .on(t.expiryDate)
      .where(sql`${t.isSubscribed}`),
  ],
);

/** docs/business-rules.md#user-subscription-details SubscrDetails: the price set and percent off a subscriber holds for one product or add-on. */
export const userSubscriptionDeals = pgTable(
  "user_subscription_deals",
  {
    userId: userIdColumn(),
    itemId: text("item_id").notNull(),
    priceSetId: text("price_set_id")
      .notNull()
      .references(() => cataloguePriceSets.id),
    discountInPercent: numeric("discount_in_percent", { precision: 5, scale: 2, mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] })],
);

/** A customer's own RenewalDiscounts, SchemeDiscounts and WebinarDiscounts (docs/business-rules.md#user-subscription-details). */
export const userDiscounts = pgTable(
  "user_discounts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: userIdColumn(),
    type: text("type").$type<"RenewalDiscount" | "SchemeDiscount" | "Webinar">().notNull(),
    ...discountRuleColumns(),
  },
  (t) => [index("user_discounts_user_idx").on(t.userId)],
);

/** The rest of docs/business-rules.md#user-subscription-details's subscription details: one optional row per customer. */
export const userPricingProfiles = pgTable("user_pricing_profiles", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** Students of a partner institute; 0 for none. */
  instituteDiscountPercent: numeric("institute_discount_percent", { precision: 5, scale: 2, mode: "number" }).notNull().default(0),
  /** Billing period of the last subscription, kept after it ended (renewal rules match it). */
  lastSubscriptionPlan: text("last_subscription_plan").$type<BillingPlan>(),
  lastSubscriptionDiscountForDataAddon: boolean("last_subscription_discount_for_data_addon").notNull().default(false),
});

/**
 * The wallet (docs/architecture.md#wallet-ledger): append-only, one signed row per movement. A balance is always the sum
 * of its rows; no row is ever updated or deleted. There is deliberately no CHECK on balances (a
 * CHECK sees one row, not a sum): apps/server's debitWallet locks the user's row before it
 * checks the balance and inserts a debit, so concurrent spends can't overdraw.
 */
export const walletLedger = pgTable(
  "wallet_ledger",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The amount is positive for a credit, negative for a debit (the wallet services never write zero). */
    ...walletMovementColumns(),
    /** What caused it (a payment id, a refund, an admin note), for support and audits. */
    reference: text("reference"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("wallet_ledger_user_idx").on(t.userId, t.currency, t.kind),
    // My Wallet pages by keyset on (created_at, id) (ADR 0063).
    index("wallet_ledger_user_time_idx").on(t.userId, t.createdAt, t.id),
    check("wallet_ledger_kind_valid", oneOf(t.kind, WALLET_KINDS)),
  ],
);
