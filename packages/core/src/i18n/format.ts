import type { Currency } from "../money.ts";
import { formatDay, type IsoDate } from "../pricing/dates.ts";
import { LANGUAGE_TAGS, type Language } from "./languages.ts";

/**
 * Numbers, money and dates as each language writes them (docs/adr/0059-hindi-with-lingui.md#formatting):
 * both use Indian digit grouping (₹1,00,000) and Latin digits, as Indian prices are printed in Hindi too.
 * Amounts are minor units, as everywhere (docs/architecture.md#money); INR shows whole rupees, USD cents.
 */
const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(language: Language, currency: Currency): Intl.NumberFormat {
  const key = `${language}:${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    const digits = currency === "INR" ? 0 : 2;
    // USD keeps the en-US look ($12.50) in English, as formatMoney does; Hindi writes it with its own tag.
    const tag = currency === "USD" && language === "en" ? "en-US" : LANGUAGE_TAGS[language];
    format = new Intl.NumberFormat(tag, { style: "currency", currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
    moneyFormats.set(key, format);
  }
  return format;
}

export function formatMoneyIn(language: Language, minor: number, currency: Currency): string {
  return moneyFormat(language, currency).format(minor / 100);
}

export function formatCountIn(language: Language, value: number): string {
  return new Intl.NumberFormat(LANGUAGE_TAGS[language]).format(value);
}

/** "31 Mar 2025" in English (as formatDay writes it), "31 मार्च 2025" in Hindi; the calendar day, whatever the reader's zone. */
export function formatDayIn(language: Language, date: IsoDate): string {
  if (language === "en") return formatDay(date);
  const [year = 0, month = 1, day = 1] = date.slice(0, 10).split("-").map(Number);
  return hindiDays.format(Date.UTC(year, month - 1, day));
}

const hindiDays = new Intl.DateTimeFormat(LANGUAGE_TAGS.hi, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
