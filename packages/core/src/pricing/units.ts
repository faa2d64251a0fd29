/**
 * The API's one money format: currency units (₹2,493 → 2493, $35.97 → 35.97), converted from
 * integer minor units only at the edge (docs/architecture.md#money: never floats inside). Both the server's
 * responses and any browser code comparing its own quote() with the Quote call use these, so
 * the two can be compared field by field.
 */
import type { Currency } from "../money.ts";
import type { Package } from "./catalogue.ts";
import type { WalletDetails } from "./subscription.ts";
import type { PriceLine } from "./line-parts.ts";
import type { PriceSummary } from "./quote.ts";

/** Minor units per currency unit: paise per rupee, cents per dollar. */
export const MINOR_PER_UNIT: Record<Currency, number> = { INR: 100, USD: 100 };

/**
 * Integer minor units → currency units. Dividing an integer by 100 gives the double nearest the
 * decimal, which JSON prints with at most 2 decimals (3597 → 35.97), so nothing is lost.
 */
export function minorToUnits(minor: number, currency: Currency): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Money must be whole minor units, got ${minor}`);
  return minor / MINOR_PER_UNIT[currency];
}

/** Amounts by currency (portfolio prices, limits, fees) in units. */
export function byCurrencyInUnits(amounts: Record<Currency, number>): Record<Currency, number> {
  return { INR: minorToUnits(amounts.INR, "INR"), USD: minorToUnits(amounts.USD, "USD") };
}

/** A package with its list prices in units. */
export function packageInUnits(pkg: Package): Package {
  const prices: Package["Prices"] = {};
  for (const [plan, amounts] of Object.entries(pkg.Prices) as Array<
    [keyof Package["Prices"], Package["Prices"][keyof Package["Prices"]]]
  >) {
    if (amounts) prices[plan] = byCurrencyInUnits(amounts);
  }
  return { ...pkg, Addons: [...pkg.Addons], Prices: prices };
}

/** Wallet balances in units of their own currency. */
export function walletDetailsInUnits(wallet: WalletDetails): WalletDetails {
  const units = (minor: number): number => minorToUnits(minor, wallet.currency);
  return {
    currency: wallet.currency,
    SubscrCredit: units(wallet.SubscrCredit),
    CashCredit: units(wallet.CashCredit),
    Credit: units(wallet.Credit),
  };
}

/** The amounts of a Price summary's line and of the summary itself: what changes with the unit, and what a price comparison compares. */
export const PRICE_LINE_MONEY_FIELDS = ["AmountForCurrent", "AmountForRenew", "LicenseForCurrent", "LicenseForRenew", "Total"] as const;
export const PRICE_SUMMARY_MONEY_FIELDS = [
  "portfolio",
  "discount",
  "totalDeduction",
  "totalExcludingDeduction",
  "subscrDed",
  "cashDed",
  "creditDed",
  "gst",
  "originalPrice",
  "total",
  "currentWorth",
] as const;

/** A Price summary with every amount in currency units; everything else unchanged. */
export type PriceSummaryInUnits = PriceSummary;

/** Currency units back to integer minor units (₹2493 → 249300, $35.97 → 3597), the inverse of minorToUnits. */
export function unitsToMinor(units: number, currency: Currency): number {
  return Math.round(units * MINOR_PER_UNIT[currency]);
}

function convertSummary(summary: PriceSummary, convert: (amount: number, currency: Currency) => number): PriceSummary {
  const amount = (value: number): number => convert(value, summary.currency);
  const line = (source: PriceLine): PriceLine => {
    const converted = { ...source };
    for (const field of PRICE_LINE_MONEY_FIELDS) converted[field] = amount(source[field]);
    return converted;
  };
  const converted: PriceSummary = {
    ...summary,
    productAndAmounts: summary.productAndAmounts.map(line),
    explanation: [...summary.explanation],
  };
  for (const field of PRICE_SUMMARY_MONEY_FIELDS) converted[field] = amount(summary[field]);
  return converted;
}

export function summaryInUnits(summary: PriceSummary): PriceSummaryInUnits {
  return convertSummary(summary, minorToUnits);
}

/** The Quote call's answer (the contract's priceSummary, in units) back in minor units, as the engine gives it. */
export function summaryFromUnits(summary: PriceSummaryInUnits): PriceSummary {
  return convertSummary(summary, unitsToMinor);
}
