/** Money is integer minor units (paise, cents) with its currency; never floats (DESIGN §4). */
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

export function formatCount(value: number): string {
  return new Intl.NumberFormat("en-IN").format(value);
}
