/**
 * Prices in marketing copy (docs/business-rules.md#prices-in-copy, ADR 0033): pages, FAQs and landing
 * pages write `{{Standard/month}}` (Standard's quarterly price ÷ 3, as "from" prices are quoted) or
 * `{{Pro/quarter}}` instead of a figure, and the page fills them from the catalogue in effect, so a price
 * changed in the back office shows everywhere it is written about as soon as the catalogue is read again.
 */
import { formatMoney } from "../money.ts";
import type { Catalogue } from "./catalogue.ts";
import type { IsoDate } from "./dates.ts";
import { monthlyEquivalent } from "./packages.ts";
import { priceSetInEffect } from "./price-sets.ts";

/** "Standard/month" → "₹831", "Standard/quarter" → "₹2,493": rupee list prices without GST. */
export type CopyPrices = Readonly<Record<string, string>>;

const TOKEN = /\{\{([A-Za-z][\w ]*)\/(month|quarter)\}\}/g;
/** Said where a price is missing from the catalogue (an edition no longer sold quarterly), rather than a stale figure. */
export const PRICE_ON_PRICING_PAGE = "the price on the pricing page";

/** The quarterly price (and its monthly equivalent) of every edition sold quarterly in rupees, on `today`. */
export function copyPrices(catalogue: Pick<Catalogue, "products" | "prices" | "priceSets">, today: IsoDate): CopyPrices {
  const set = priceSetInEffect(catalogue.priceSets, "INR", today);
  const prices: Record<string, string> = {};
  for (const product of catalogue.products) {
    const quarter = catalogue.prices[product.id]?.Quarter?.[set];
    if (typeof quarter !== "number" || product.isFree) continue;
    prices[`${product.id}/quarter`] = formatMoney(quarter, "INR");
    prices[`${product.id}/month`] = formatMoney(monthlyEquivalent(quarter, 3, "INR"), "INR");
  }
  return prices;
}

/** `text` with every price token replaced from `prices`. */
export function fillCopyPrices(text: string, prices: CopyPrices): string {
  return text.replace(TOKEN, (_, product: string, period: string) => prices[`${product}/${period}`] ?? PRICE_ON_PRICING_PAGE);
}

/** The same over every string of a content object (an edition page's copy, FAQs), for content kept as data. */
export function fillCopyPricesDeep<T>(value: T, prices: CopyPrices): T {
  if (typeof value === "string") return fillCopyPrices(value, prices) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillCopyPricesDeep(item, prices)) as T;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fillCopyPricesDeep(inner, prices)])) as T;
  return value;
}
