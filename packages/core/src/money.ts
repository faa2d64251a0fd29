/** Money is integer minor units (paise, cents) with its currency; never floats (docs/architecture.md#money). */
export type Currency = "INR" | "USD";

export const currencyDecimals: Record<Currency, number> = { INR: 0, USD: 2 };

const formatters = {
  INR: new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0, minimumFractionDigits: 0 }),
  USD: new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};

/** ₹2,49,300-style lakh grouping for INR; $12.50 for USD. */
export function formatMoney(minor: number, currency: Currency): string {
  return formatters[currency].format(minor / 100);
}

const countFormat = new Intl.NumberFormat("en-IN");

export function formatCount(value: number): string {
  return countFormat.format(value);
}

export const currencies: readonly Currency[] = ["INR", "USD"];

export function isCurrency(value: unknown): value is Currency {
  return value === "INR" || value === "USD";
}

/**
 * The smallest amount we charge, in minor units: a whole rupee (100 paise) for INR, one cent
 * for USD (docs/business-rules.md#money-rounding: INR amounts have 0 decimals, USD 2).
 */
export function chargeableUnit(currency: Currency): number {
  return 10 ** (2 - currencyDecimals[currency]);
}

/**
 * numerator / denominator minor units, rounded half up to the chargeable unit. Taking the
 * ratio as two integers lets pro-rated amounts (price × months ÷ plan months) round only once.
 */
export function roundToChargeable(numerator: number, currency: Currency, denominator = 1): number {
  const unit = chargeableUnit(currency);
  const units = numerator / (denominator * unit);
  return Math.sign(units) * Math.round(Math.abs(units)) * unit || 0;
}

/** Rounds down (towards zero) to the chargeable unit: used where a part must never exceed its source. */
export function floorToChargeable(minor: number, currency: Currency): number {
  const unit = chargeableUnit(currency);
  return Math.trunc(minor / unit) * unit || 0;
}

/** True when the amount is a whole number of chargeable units (whole rupees, whole cents). */
export function isChargeable(minor: number, currency: Currency): boolean {
  return Number.isSafeInteger(minor) && minor % chargeableUnit(currency) === 0;
}

/**
 * docs/business-rules.md#currency-from-location / docs/architecture.md#integrations: a visitor in India ('in') pays in INR, anyone elsewhere in USD, and one
 * whose country is unknown (private or unlisted address) in INR, the vendor's home currency.
 */
export function currencyForCountry(country: string | null | undefined): Currency {
  if (!country) return "INR";
  return country.toLowerCase() === "in" ? "INR" : "USD";
}
