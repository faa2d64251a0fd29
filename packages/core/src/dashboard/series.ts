/**
 * The admin dashboard's figures (ADR 0030), shaped for charts and CSV: day and month
 * buckets with the gaps filled, so a quiet day is a zero bar rather than a missing one, and the
 * trial-to-paid conversion. Days and months are India's (the business's calendar).
 */
import type { Currency } from "../money.ts";
import { addDays, type IsoDate } from "../pricing/dates.ts";

export interface DayCount {
  day: IsoDate;
  count: number;
}

/** One entry per day from `from` to `to` (both included), the counts given and zero elsewhere. */
export function dailySeries(rows: readonly DayCount[], from: IsoDate, to: IsoDate): DayCount[] {
  const byDay = new Map(rows.map((row) => [row.day, row.count]));
  const series: DayCount[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) series.push({ day, count: byDay.get(day) ?? 0 });
  return series;
}

/** "YYYY-MM" of the `count` months ending with `today`'s, oldest first. */
export function lastMonths(today: IsoDate, count: number): string[] {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const index = year * 12 + (month - 1) - back;
    months.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`);
  }
  return months;
}

export interface MonthAmount {
  month: string;
  currency: Currency;
  /** Minor units, net of GST. */
  amount: number;
}

/** Revenue per month for one currency (INR and USD are never added together), zero for months without any. */
export function monthlyRevenue(rows: readonly MonthAmount[], months: readonly string[], currency: Currency): MonthAmount[] {
  const byMonth = new Map<string, number>();
  for (const row of rows) if (row.currency === currency) byMonth.set(row.month, (byMonth.get(row.month) ?? 0) + row.amount);
  return months.map((month) => ({ month, currency, amount: byMonth.get(month) ?? 0 }));
}

/** Share of trials that went on to pay, in percent with one decimal; null when no trial started. */
export function conversionPercent(trials: number, converted: number): number | null {
  if (trials <= 0) return null;
  return Math.round((Math.min(converted, trials) / trials) * 1000) / 10;
}
