import { eq } from "drizzle-orm";
import { indiaToday, type DiscountRule, type Subscr, type UserSubscriptionDetails } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { notFound } from "../../../errors.ts";
import { toPersonalRule } from "../../catalogue/index.ts";
import { quotingWallet } from "../../wallet/index.ts";
import { walletBalances } from "../../wallet/index.ts";

type SubscriptionRow = typeof schema.userSubscriptions.$inferSelect;

export function toSubscr(row: SubscriptionRow): Subscr {
  return {
    BaseProduct: row.baseProduct,
    Addons: row.addons,
    Plan: row.plan,
    ExpiryDate: row.expiryDate,
    LicenseType: row.licenseType,
    NoOfLicenses: row.noOfLicenses,
    IsSubscribed: row.isSubscribed,
    isMobileFree: row.isMobileFree,
  };
}

/**
 * docs/business-rules.md#user-subscription-details user subscription details, as core's engine reads them: what the Quote call prices
 * against and what UserSubscrDetails and the account pages show. Amounts in minor units.
 */
export async function getSubscriptionDetails(deps: AppDeps, userId: number): Promise<UserSubscriptionDetails> {
  const [user] = await deps.db.select({ trialEndsAt: schema.users.trialEndsAt }).from(schema.users).where(eq(schema.users.id, userId));
  if (!user) throw notFound("No such user.");
  const [subscriptions, deals, discounts, [profile], balances] = await Promise.all([
    deps.db.select().from(schema.userSubscriptions).where(eq(schema.userSubscriptions.userId, userId)),
    deps.db.select().from(schema.userSubscriptionDeals).where(eq(schema.userSubscriptionDeals.userId, userId)),
    deps.db.select().from(schema.userDiscounts).where(eq(schema.userDiscounts.userId, userId)).orderBy(schema.userDiscounts.id),
    deps.db.select().from(schema.userPricingProfiles).where(eq(schema.userPricingProfiles.userId, userId)),
    walletBalances(deps.db, userId),
  ]);
  const subscr = (kind: SubscriptionRow["kind"]) => {
    const row = subscriptions.find((s) => s.kind === kind);
    return row ? toSubscr(row) : null;
  };
  const rules = (type: (typeof discounts)[number]["type"]): DiscountRule[] =>
    discounts.filter((d) => d.type === type).map((d) => toPersonalRule(d));
  return {
    ToolSubscr: subscr("tool"),
    MobileSubscr: subscr("mobile"),
    // The trial ends at an instant; the engine counts in India calendar days.
    TrialEndDate: user.trialEndsAt ? indiaToday(user.trialEndsAt) : null,
    SubscrDetails: Object.fromEntries(
      deals.map((deal) => [deal.itemId, { PriceSet: deal.priceSetId, DiscountInPercent: deal.discountInPercent }]),
    ),
    WalletDetails: quotingWallet(balances),
    RenewalDiscounts: rules("RenewalDiscount"),
    SchemeDiscounts: rules("SchemeDiscount"),
    InstituteDiscountPercent: profile?.instituteDiscountPercent ?? 0,
    WebinarDiscounts: rules("Webinar"),
    LastSubscriptionPlan: profile?.lastSubscriptionPlan ?? null,
    LastSubscriptionDiscountForDataAddon: profile?.lastSubscriptionDiscountForDataAddon ?? false,
  };
}
