/**
 * How the storefront shows a running offer (docs/business-rules.md#storefront-offers): the offer in words, and what it makes of a
 * real selection — worked out by the same quote() checkout charges, so the promised offer price is
 * the price paid (before GST).
 */
import type { Currency } from "../money.ts";
import type { BillingPlan, Catalogue, DiscountRule } from "./catalogue.ts";
import { quote } from "./quote.ts";
import { selectionWithDefaults } from "./selection.ts";

export type OfferTerms = Pick<
  DiscountRule,
  "DiscountInPercent" | "FreeMonth" | "TargetPlan" | "IsForTool" | "IsForActiveUsers" | "IsForDataAddon"
>;

const planWords: Record<BillingPlan, string> = { Month: "a monthly", Quarter: "a quarterly", Annual: "an annual" };

/** "2 months free when you buy an annual plan of the desktop software", "10% off for new customers". */
export function describeOffer(terms: OfferTerms): string {
  const gives: string[] = [];
  if (terms.DiscountInPercent > 0) gives.push(`${terms.DiscountInPercent}% off`);
  if (terms.FreeMonth > 0) gives.push(`${terms.FreeMonth} ${terms.FreeMonth === 1 ? "month" : "months"} free`);
  let words = gives.join(" and ");
  if (terms.TargetPlan !== null) words += ` when you buy ${planWords[terms.TargetPlan]} plan`;
  if (terms.IsForTool === 1) words += terms.TargetPlan === null ? " on the desktop software" : " of the desktop software";
  if (terms.IsForTool === 2) words += " on the mobile app";
  if (terms.IsForActiveUsers === 1) words += ", for customers whose subscription is running";
  if (terms.IsForActiveUsers === 2) words += ", for new customers";
  if (terms.DiscountInPercent > 0 && terms.IsForDataAddon) words += " (data add-ons included)";
  return words;
}

/**
 * describeOffer's facts as the values of one catalogue sentence, for pages in other languages (the pricing
 * namespace's `offer.words.terms`, whose English says exactly what describeOffer says).
 */
export interface OfferWordValues {
  gives: "both" | "percent" | "months" | "nothing";
  percent: number;
  months: number;
  plan: BillingPlan | "any";
  tool: "any" | "desktop" | "mobile";
  audience: "any" | "running" | "new";
  dataAddons: "yes" | "no";
}

const TOOL_WORDS = ["any", "desktop", "mobile"] as const;
const AUDIENCE_WORDS = ["any", "running", "new"] as const;

export function offerWordValues(terms: OfferTerms): OfferWordValues {
  const percent = terms.DiscountInPercent > 0;
  const months = terms.FreeMonth > 0;
  return {
    gives: percent && months ? "both" : percent ? "percent" : months ? "months" : "nothing",
    percent: terms.DiscountInPercent,
    months: terms.FreeMonth,
    plan: terms.TargetPlan ?? "any",
    tool: TOOL_WORDS[terms.IsForTool],
    audience: AUDIENCE_WORDS[terms.IsForActiveUsers],
    dataAddons: percent && terms.IsForDataAddon ? "yes" : "no",
  };
}

/** An offer applied to one edition for one period, one licence, minor units before GST. */
export interface OfferExample {
  product: string;
  plan: BillingPlan;
  currency: Currency;
  listPrice: number;
  offerPrice: number;
  saving: number;
  /** Months added free to the period bought. */
  freeMonths: number;
  couponCode: string | null;
}

/**
 * What a new customer pays for `product` on `plan` with the offer (its coupon entered, if it has one),
 * or null when the offer does not change that price — it is for someone else, or for another plan.
 */
export function offerExample(
  catalogue: Catalogue,
  request: { product: string; plan: BillingPlan; currency: Currency; couponCode: string | null },
  now: Date,
): OfferExample | null {
  const selection = selectionWithDefaults({
    product: request.product,
    plan: request.plan,
    currency: request.currency,
    couponCode: request.couponCode,
  });
  const result = quote(catalogue, null, selection, now);
  if (!result.ok) return null;
  const { originalPrice, discount, freeMonths } = result.summary;
  if (discount <= 0 && freeMonths <= 0) return null;
  return {
    ...request,
    listPrice: originalPrice,
    offerPrice: originalPrice - discount,
    saving: discount,
    freeMonths,
  };
}

/**
 * The example a page shows for an offer: on the first of `products` (most wanted first) that the offer
 * changes the price of, for the plan asked (or the offer's own plan).
 */
export function firstOfferExample(
  catalogue: Catalogue,
  products: readonly string[],
  request: { plan: BillingPlan; currency: Currency; couponCode: string | null },
  now: Date,
): OfferExample | null {
  for (const product of products) {
    const example = offerExample(catalogue, { ...request, product }, now);
    if (example) return example;
  }
  return null;
}
