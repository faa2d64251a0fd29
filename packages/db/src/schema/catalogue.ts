/**
 * The pricing catalogue (ADR 0003, docs/business-rules.md#pricing-data): what can be bought, at which price,
 * with which discounts. The server reads it whole into core's `Catalogue` and caches it; admins
 * edit these rows later. Money is integer minor units (paise, cents) as bigint read as a JS
 * number (safe up to 2^53, far above any price). `sort_order` keeps lists in the order shown.
 */
import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { BillingPlan, Currency, DiscountType } from "@investar/core";
import { discountRuleColumns } from "./discount-rule-columns.ts";

/** Desktop tool or mobile app: each sells its own prices, add-on lists and packages. */
export type CatalogueChannel = "tool" | "mobile";

export const catalogueProducts = pgTable("catalogue_products", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  /** Higher = richer edition; moving up is an upgrade. */
  rank: integer("rank").notNull(),
  isFree: boolean("is_free").notNull().default(false),
  allowsExtraLicences: boolean("allows_extra_licences").notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const catalogueAddons = pgTable("catalogue_addons", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  /** The name on Hindi pages; null: they show `name`, marked as English (docs/adr/0062-hindi-content-texts.md). */
  nameHi: text("name_hi"),
  /** Exchange data charged per user: discounts skip it unless a rule says IsForDataAddon. */
  isDataAddon: boolean("is_data_addon").notNull().default(false),
  needsDataAddon: boolean("needs_data_addon").notNull().default(false),
  requiresAddonId: text("requires_addon_id"),
  sortOrder: integer("sort_order").notNull().default(0),
});

/** "INR", "USD", or a dated set such as "INR_01_07_17" that subscribers keep renewing at. */
export const cataloguePriceSets = pgTable("catalogue_price_sets", {
  id: text("id").primaryKey(),
  currency: text("currency").$type<Currency>().notNull(),
  effectiveFrom: date("effective_from", { mode: "string" }).notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

/** One licence of a product or add-on for one whole period of a plan, in one price set. */
export const cataloguePrices = pgTable(
  "catalogue_prices",
  {
    channel: text("channel").$type<CatalogueChannel>().notNull(),
    /** A product id or an add-on id (docs/business-rules.md#pricing-data prices are keyed by either). */
    itemId: text("item_id").notNull(),
    plan: text("plan").$type<BillingPlan>().notNull(),
    priceSetId: text("price_set_id")
      .notNull()
      .references(() => cataloguePriceSets.id),
    amount: bigint("amount", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.channel, t.itemId, t.plan, t.priceSetId] }),
    check("catalogue_prices_amount_check", sql`${t.amount} >= 0`),
  ],
);

/** docs/business-rules.md#products-and-addons productWiseAddonsList: the add-ons each product may be bought with, per channel. */
export const catalogueProductAddons = pgTable(
  "catalogue_product_addons",
  {
    channel: text("channel").$type<CatalogueChannel>().notNull(),
    productId: text("product_id")
      .notNull()
      .references(() => catalogueProducts.id),
    addonId: text("addon_id")
      .notNull()
      .references(() => catalogueAddons.id),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.channel, t.productId, t.addonId] })],
);

/** docs/business-rules.md#pricing-data portfolio package: Number of portfolios and a one-time price per currency (one row each). */
export const cataloguePortfolioPackages = pgTable(
  "catalogue_portfolio_packages",
  {
    number: integer("number").notNull(),
    currency: text("currency").$type<Currency>().notNull(),
    price: bigint("price", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.number, t.currency] })],
);

/** Ready-made bundles (docs/business-rules.md#packages packagelist). Their prices are not stored: they are the items' list prices. */
export const cataloguePackages = pgTable(
  "catalogue_packages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    channel: text("channel").$type<CatalogueChannel>().notNull(),
    name: text("name").notNull(),
    /** The name on Hindi pages; null: they show `name`, marked as English (docs/adr/0062-hindi-content-texts.md). */
    nameHi: text("name_hi"),
    baseProduct: text("base_product")
      .notNull()
      .references(() => catalogueProducts.id),
    addons: jsonb("addons").$type<string[]>().notNull().default([]),
    flag: text("flag"),
    /** The badge on Hindi pages; null: they show `flag`, marked as English (docs/adr/0062-hindi-content-texts.md). */
    flagHi: text("flag_hi"),
    /** docs/business-rules.md#packages default package (Pro with the two 5-minute intraday add-ons): one per channel at most. */
    isDefault: boolean("is_default").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    uniqueIndex("catalogue_packages_one_default")
      .on(t.channel)
      .where(sql`${t.isDefault}`),
  ],
);

/** docs/business-rules.md#standalone-price-list default standalone price list (INR). */
export const catalogueStandalonePrices = pgTable("catalogue_standalone_prices", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  /** The name on Hindi pages; null: they show `name`, marked as English (docs/adr/0062-hindi-content-texts.md). */
  nameHi: text("name_hi"),
  price: bigint("price", { mode: "number" }).notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

/** Published discount rules (renewal, scheme, webinar offers); a rule with a coupon code needs that code entered. */
export const catalogueDiscountRules = pgTable("catalogue_discount_rules", {
  id: text("id").primaryKey(),
  type: text("type").$type<Exclude<DiscountType, "InstDiscount" | "License">>().notNull(),
  ...discountRuleColumns(),
  /** The label on Hindi pages; null: they show `label`, marked as English (docs/adr/0062-hindi-content-texts.md). */
  labelHi: text("label_hi"),
  /** Unpublished rules stay in the table (for admins) but never reach the engine. */
  isPublished: boolean("is_published").notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
});

/** A coupon code's own limits; what it gives is the discount rule with the same code. */
export const catalogueCoupons = pgTable("catalogue_coupons", {
  code: text("code").primaryKey(),
  validFrom: date("valid_from", { mode: "string" }),
  validUntil: date("valid_until", { mode: "string" }),
  /** Null: unlimited. */
  usageLimit: integer("usage_limit"),
  /** Uses held by orders that are not failed or cancelled: taken when the order is created (coupon_redemptions). */
  timesUsed: integer("times_used").notNull().default(0),
  /** Edition ids it may be used on; empty: any. */
  products: jsonb("products").$type<string[]>().notNull().default([]),
  /** Billing periods it may be bought for; empty: any. */
  plans: jsonb("plans").$type<BillingPlan[]>().notNull().default([]),
  oncePerUser: boolean("once_per_user").notNull().default(false),
  disabled: boolean("disabled").notNull().default(false),
  /** The coupon Auth/getCouponCodeForMasterTrader publishes (the Master Trader programme's offer). */
  isMasterTrader: boolean("is_master_trader").notNull().default(false),
  sortOrder: integer("sort_order").notNull().default(0),
});

/** Amounts that are set per currency. */
export const catalogueCurrencySettings = pgTable("catalogue_currency_settings", {
  currency: text("currency").$type<Currency>().primaryKey(),
  /** Webinars priced at or below this are free for paying subscribers. */
  freeWebinarPriceLimit: bigint("free_webinar_price_limit", { mode: "number" }).notNull(),
  /** One-time fee per extra non-simultaneous licence (docs/business-rules.md#non-simultaneous-licence-fee: 1000). */
  nonSimultaneousLicenceFee: bigint("non_simultaneous_licence_fee", { mode: "number" }).notNull(),
  /** General wallet credit a referrer earns when someone they invited first pays (ADR 0010); 0 switches it off. */
  referralCredit: bigint("referral_credit", { mode: "number" }).notNull().default(0),
});

/** The catalogue's single row of switches and limits (id is always 1). */
export const catalogueSettings = pgTable(
  "catalogue_settings",
  {
    id: integer("id").primaryKey().default(1),
    /** Whether wallet cash credit may pay for subscriptions (docs/business-rules.md#wallet-credit-order "only if enabled"). */
    cashCreditEnabled: boolean("cash_credit_enabled").notNull().default(false),
    maxLicences: integer("max_licences").notNull().default(50),
    /** Free subscription changes (payment/ChangeSubscription) a customer may make per subscription period. */
    freeSubscriptionChanges: integer("free_subscription_changes").notNull().default(3),
  },
  (t) => [check("catalogue_settings_single_row", sql`${t.id} = 1`)],
);
