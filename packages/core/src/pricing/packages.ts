/** List prices of bundles (docs/business-rules.md#packages Package.Prices): the sum of their items at current prices, one licence. */
import { chargeableUnit, type Currency } from "../money.ts";
import { BILLING_PLANS, CURRENT_PRICE_SET, type BillingPlan, type Package, type PriceSetId, type PriceTable } from "./catalogue.ts";

/** Sum of the prices in `priceSet` (the set in effect) of a product and add-ons on one plan; null when any is not sold on it. */
export function listPrice(
  table: PriceTable,
  baseProduct: string,
  addons: readonly string[],
  plan: BillingPlan,
  currency: Currency,
  priceSet: PriceSetId = CURRENT_PRICE_SET[currency],
): number | null {
  let sum = 0;
  for (const id of [baseProduct, ...addons]) {
    const price = table[id]?.[plan]?.[priceSet];
    if (price === undefined) return null;
    sum += price;
  }
  return sum;
}

/** A package with its Prices filled in for every plan on which all of its items are sold. */
export function withListPrices(
  table: PriceTable,
  pkg: Omit<Package, "Prices">,
  inEffect: Record<Currency, PriceSetId> = CURRENT_PRICE_SET,
): Package {
  const prices: Package["Prices"] = {};
  for (const plan of BILLING_PLANS) {
    const inr = listPrice(table, pkg.BaseProduct, pkg.Addons, plan, "INR", inEffect.INR);
    const usd = listPrice(table, pkg.BaseProduct, pkg.Addons, plan, "USD", inEffect.USD);
    if (inr !== null && usd !== null) prices[plan] = { INR: inr, USD: usd };
  }
  return { ...pkg, Prices: prices };
}

/** "₹831 a month": a plan's price ÷ its months, rounded down to whole rupees / cents, for "from" prices. */
export function monthlyEquivalent(price: number, months: number, currency: Currency): number {
  const unit = chargeableUnit(currency);
  return Math.floor(price / months / unit) * unit;
}
