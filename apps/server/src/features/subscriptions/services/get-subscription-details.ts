import { eq, inArray, sql } from "drizzle-orm";
import { indiaToday, type DiscountRule, type Subscr, type UserSubscriptionDetails } from "@investar/core";
import { fromJsonRows, jsonRows, schema, type Database } from "@investar/db";
import { preparedQuery } from "../../../database/prepared-query.ts";
import type { AppDeps } from "../../../deps.ts";
import { notFound } from "../../../errors.ts";
import { toPersonalRule } from "../../catalogue/index.ts";
import { quotingWallet, walletBalancesFromJson, walletBalancesJson } from "../../wallet/index.ts";

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

/** The six parts of a customer's subscription details, one row per user: one query, its JSON subqueries per user. */
function selectDetails(db: Database) {
  const { users, userSubscriptions, userSubscriptionDeals, userDiscounts, userPricingProfiles } = schema;
  return db
    .select({
      userId: users.id,
      trialEndsAt: users.trialEndsAt,
      subscriptions: jsonRows(userSubscriptions, userSubscriptions.userId, users.id),
      deals: jsonRows(userSubscriptionDeals, userSubscriptionDeals.userId, users.id),
      discounts: jsonRows(userDiscounts, userDiscounts.userId, users.id, userDiscounts.id),
      profiles: jsonRows(userPricingProfiles, userPricingProfiles.userId, users.id),
      balances: walletBalancesJson(users.id),
    })
    .from(users);
}
type DetailsRow = Awaited<ReturnType<ReturnType<typeof selectDetails>["execute"]>>[number];

/**
 * One query for the six parts: with the embedded database each query is this process's CPU, and the account
 * pages and every quote read these (ADR 0057); built once (database/prepared-query.ts).
 */
const subscriptionDetailsQuery = preparedQuery((db) =>
  selectDetails(db)
    .where(eq(schema.users.id, sql.placeholder("userId")))
    .prepare("investar_subscription_details"),
);

/**
 * docs/business-rules.md#user-subscription-details user subscription details, as core's engine reads them: what the Quote call prices
 * against and what UserSubscrDetails and the account pages show. Amounts in minor units.
 */
export async function getSubscriptionDetails(deps: AppDeps, userId: number): Promise<UserSubscriptionDetails> {
  const [user] = await subscriptionDetailsQuery(deps.db).execute({ userId });
  if (!user) throw notFound("No such user.");
  return toSubscriptionDetails(user);
}

/** The subscription details of several customers in one query (the dashboard's coming renewals); users that do not exist are left out. */
export async function getSubscriptionDetailsOf(deps: AppDeps, userIds: readonly number[]): Promise<Map<number, UserSubscriptionDetails>> {
  if (userIds.length === 0) return new Map();
  const rows = await selectDetails(deps.db).where(inArray(schema.users.id, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.userId, toSubscriptionDetails(row)]));
}

function toSubscriptionDetails(user: DetailsRow): UserSubscriptionDetails {
  const { userSubscriptions, userSubscriptionDeals, userDiscounts, userPricingProfiles } = schema;
  const subscriptions = fromJsonRows(userSubscriptions, user.subscriptions);
  const deals = fromJsonRows(userSubscriptionDeals, user.deals);
  const discounts = fromJsonRows(userDiscounts, user.discounts);
  const [profile] = fromJsonRows(userPricingProfiles, user.profiles);
  const balances = walletBalancesFromJson(user.balances);
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
