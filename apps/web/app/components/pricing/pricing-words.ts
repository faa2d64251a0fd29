/** Words the pricing pages use for plans, discount types and kinds of purchase, kept in one place. */
import type { BillingPlan, DiscountType, QuoteKind } from "@investar/core";

export const PLAN_WORDS: Record<BillingPlan, { per: string; noun: string; adjective: string }> = {
  Month: { per: "per month", noun: "month", adjective: "Monthly" },
  Quarter: { per: "per quarter", noun: "quarter", adjective: "Quarterly" },
  Annual: { per: "per year", noun: "year", adjective: "Annual" },
};

export const DISCOUNT_TYPE_NAMES: Record<DiscountType, string> = {
  RenewalDiscount: "Renewal discount",
  SchemeDiscount: "Scheme discount",
  InstDiscount: "Institute discount",
  Webinar: "Webinar discount",
  License: "Licence discount",
};

export const KIND_NAMES: Record<QuoteKind, string> = {
  fresh: "New subscription",
  upgrade: "Upgrade",
  renewal: "Renewal",
  extension: "Extension",
};

/** 10 → "10%", 12.5 → "12.5%" (a rate, never money). */
export function formatPercent(value: number): string {
  return `${Number(value.toFixed(2))}%`;
}

/** "1 licence", "3 licences". */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}
