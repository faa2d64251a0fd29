/**
 * India's financial year runs from 1 April to 31 March and is written "2026-27". Tax invoices and
 * credit notes are numbered afresh in each one (CGST Rules, rule 46(b)). Dates are India days
 * ("YYYY-MM-DD", see pricing/dates.ts); nothing here reads the clock.
 */
import { indiaToday, isIsoDate, type IsoDate } from "../pricing/dates.ts";

/** "2026-27": the year it starts in, a hyphen, the last two digits of the year it ends in. */
export type FinancialYear = string;

const FINANCIAL_YEAR = /^(\d{4})-(\d{2})$/u;

/** The financial year an India day falls in: 2027-03-31 is in "2026-27", 2027-04-01 in "2027-28". */
export function financialYearOf(day: IsoDate): FinancialYear {
  if (!isIsoDate(day)) throw new RangeError(`Not a YYYY-MM-DD date: ${day}`);
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return financialYearStarting(month >= 4 ? year : year - 1);
}

/** The financial year of an instant, taken on India's calendar (UTC+05:30). */
export function financialYearAt(now: Date): FinancialYear {
  return financialYearOf(indiaToday(now));
}

export function financialYearStarting(startYear: number): FinancialYear {
  if (!Number.isInteger(startYear) || startYear < 1000 || startYear > 9998)
    throw new RangeError(`Not a financial year's start: ${startYear}`);
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, "0")}`;
}

/** True for "2026-27", false for "2026-28" or "2026-2027". */
export function isFinancialYear(value: unknown): value is FinancialYear {
  if (typeof value !== "string") return false;
  const match = FINANCIAL_YEAR.exec(value);
  return match !== null && (Number(match[1]) + 1) % 100 === Number(match[2]);
}

/** First and last India day of a financial year. */
export function financialYearBounds(fy: FinancialYear): { first: IsoDate; last: IsoDate } {
  if (!isFinancialYear(fy)) throw new RangeError(`Not a financial year: ${fy}`);
  const start = Number(fy.slice(0, 4));
  return { first: `${start}-04-01`, last: `${start + 1}-03-31` };
}
