/**
 * Zod shapes shared by the payment routes. Money in every response is in currency units — INR
 * whole rupees (2493), USD dollars with up to 2 decimals (35.97) — converted from integer minor
 * units at the edge by core's units.ts; nothing inside the server computes with these floats.
 */
import { z } from "zod";
import { BILLING_PLANS, LICENSE_TYPES, PRICING_ERROR_CODES } from "@investar/core";
import { currencySchema } from "@investar/core/pricing/selection-schema";

export const currency = currencySchema;
export const plan = z.enum(BILLING_PLANS);
export const licenseType = z.enum(LICENSE_TYPES);
import { isoDate } from "@investar/contract/parts/iso-date";
import { units } from "@investar/contract/parts/units";
import { discountRuleFields } from "@investar/contract/catalogue/catalogue-parts";

export { isoDate, units };

export const unitsByCurrency = z.object({ INR: units, USD: units });

export const product = z.object({
  id: z.string(),
  name: z.string(),
  rank: z.number().int(),
  isFree: z.boolean(),
  allowsExtraLicences: z.boolean(),
});
export const addon = z.object({
  id: z.string(),
  name: z.string(),
  isDataAddon: z.boolean(),
  needsDataAddon: z.boolean(),
  requiresAddonId: z.string().nullable(),
});

/** docs/business-rules.md#packages Package, Prices per plan (where every item is sold on it) and currency. */
export const packageSchema = z.object({
  Name: z.string(),
  BaseProduct: z.string(),
  Addons: z.array(z.string()),
  Flag: z.string().nullable(),
  Prices: z.partialRecord(plan, unitsByCurrency).describe("List price of one licence for one period, before discounts and GST"),
});

/** docs/business-rules.md#user-subscription-details ToolSubscr / MobileSubscr. */
export const subscrSchema = z.object({
  BaseProduct: z.string(),
  Addons: z.array(z.string()),
  Plan: plan,
  ExpiryDate: isoDate.nullable(),
  LicenseType: licenseType,
  NoOfLicenses: z.number().int(),
  IsSubscribed: z.boolean(),
  isMobileFree: z.boolean(),
});

export const walletDetailsSchema = z.object({ currency, SubscrCredit: units, CashCredit: units, Credit: units });

/** IsForActiveUsers and IsForTool: 0, 1 or 2 (core ActiveUsersScope, ToolScope). */
const scopeFlag = z.union([z.literal(0), z.literal(1), z.literal(2)]);
const discountRuleSchema = z.object({ ...discountRuleFields, IsForActiveUsers: scopeFlag, IsForTool: scopeFlag });

/** docs/business-rules.md#user-subscription-details user subscription details; WalletDetails in units of its currency. */
export const subscriptionDetailsSchema = z.object({
  ToolSubscr: subscrSchema.nullable(),
  MobileSubscr: subscrSchema.nullable(),
  TrialEndDate: isoDate.nullable(),
  SubscrDetails: z.record(z.string(), z.object({ PriceSet: z.string(), DiscountInPercent: z.number() })),
  WalletDetails: walletDetailsSchema.nullable(),
  RenewalDiscounts: z.array(discountRuleSchema),
  SchemeDiscounts: z.array(discountRuleSchema),
  InstituteDiscountPercent: z.number(),
  WebinarDiscounts: z.array(discountRuleSchema),
  LastSubscriptionPlan: plan.nullable(),
  LastSubscriptionDiscountForDataAddon: z.boolean(),
});

export const pricingErrorSchema = z.object({
  code: z.enum(PRICING_ERROR_CODES).or(z.string()),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
