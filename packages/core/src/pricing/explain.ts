/** Small wording helpers for the customer-facing explanation of a quote. */
import { formatMoney, type Currency } from "../money.ts";

export function money(minor: number, currency: Currency): string {
  return formatMoney(minor, currency);
}

/** "1 month", "2 months", "1 licence". */
export function count(n: number, singular: string, pluralForm = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : pluralForm}`;
}

/** 12.5 → "12.5%", 10 → "10%". */
export function percent(value: number): string {
  return `${Number(value.toFixed(2))}%`;
}
