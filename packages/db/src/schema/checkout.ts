/**
 * What activation writes beside the subscription itself (ADR 0010): the subscription history
 * (GetUsersSubscriptions) and the referral rewards. Both are keyed so a paid order can never write
 * them twice, whatever runs the activation again.
 */
import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { BillingPlan, Currency, LicenseType, PaymentGateway, QuoteKind } from "@investar/core";
import { orders } from "./orders.ts";
import { users } from "./users.ts";
import { userIdColumn } from "./user-id-column.ts";
import { partOf, requiredLink } from "./reference-columns.ts";

/** One row per activated order: what the customer held after it, and what they paid. Never updated. */
export const subscriptionHistory = pgTable(
  "subscription_history",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: userIdColumn(),
    /** Unique: an order is activated once, so it has one history row. */
    orderId: integer("order_id")
      .notNull()
      .unique()
      .references(() => orders.id),
    kind: text("kind").$type<"tool" | "mobile">().notNull(),
    quoteKind: text("quote_kind").$type<QuoteKind>().notNull(),
    gateway: text("gateway").$type<PaymentGateway>().notNull(),
    baseProduct: text("base_product").notNull(),
    addons: jsonb("addons").$type<string[]>().notNull(),
    plan: text("plan").$type<BillingPlan>().notNull(),
    licenseType: text("license_type").$type<LicenseType>().notNull(),
    noOfLicenses: integer("no_of_licenses").notNull(),
    /** The expiry before and after this order (null before: a first purchase). */
    previousExpiryDate: date("previous_expiry_date", { mode: "string" }),
    expiryDate: date("expiry_date", { mode: "string" }).notNull(),
    currency: text("currency").$type<Currency>().notNull(),
    /** Minor units: charged by the gateway (or manual payment), and paid from the wallet. */
    amountPaid: bigint("amount_paid", { mode: "number" }).notNull(),
    walletPaid: bigint("wallet_paid", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("subscription_history_user_idx").on(t.userId, t.createdAt)],
);

/**
 * The credit a referrer earns when someone they invited pays for the first time. The unique key on the
 * referred user is what makes "once" true under any retry or race: a second insert finds the row.
 */
export const referralRewards = pgTable(
  "referral_rewards",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    referredUserId: partOf("referred_user_id", () => users.id),
    referrerId: partOf("referrer_id", () => users.id),
    orderId: requiredLink("order_id", () => orders.id),
    currency: text("currency").$type<Currency>().notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** docs/business-rules.md#referral-take-back: when the full refund of the order that earned it took it back. */
    takenBackAt: timestamp("taken_back_at", { withTimezone: true }),
    /** Minor units taken from the referrer's general credit (at most what was left of it). */
    takenBackAmount: bigint("taken_back_amount", { mode: "number" }),
    /** Minor units that could not be taken back because the referrer had spent them: for staff to follow up. */
    takeBackShortfall: bigint("take_back_shortfall", { mode: "number" }),
  },
  (t) => [
    uniqueIndex("referral_rewards_referred_user_unique").on(t.referredUserId),
    check("referral_rewards_amount_positive", sql`${t.amount} > 0`),
  ],
);
