/**
 * Which financial year a customer's statement may be asked for (docs/business-rules.md#customer-statement):
 * "2025-26", from 2017-18 (GST began on 1 July 2017) up to the year running now in India. A year's
 * documents are those issued from midnight 1 April to the end of 31 March, India time.
 */
import {
  financialYearAt,
  financialYearBounds,
  financialYearStarting,
  isFinancialYear,
  type FinancialYear,
} from "../invoices/financial-year.ts";
import { indiaDayStart, type IsoDate } from "../pricing/dates.ts";

/** The financial year GST began in (1 July 2017): no GST document can be older. */
export const FIRST_STATEMENT_YEAR: FinancialYear = "2017-18";

export interface StatementPeriod {
  financialYear: FinancialYear;
  /** First and last India day of the year. */
  first: IsoDate;
  last: IsoDate;
  /** The instants the year runs between, in India time: from ≤ t < until. */
  from: Date;
  until: Date;
}

export type StatementYearCheck = ({ ok: true } & StatementPeriod) | { ok: false; message: string };

const startYear = (fy: FinancialYear) => Number(fy.slice(0, 4));

/** The period of a financial year ("2025-26"): 1 April 2025 00:00 IST up to 1 April 2026 00:00 IST. */
export function statementPeriod(financialYear: FinancialYear): StatementPeriod {
  const { first, last } = financialYearBounds(financialYear);
  const next = financialYearBounds(financialYearStarting(startYear(financialYear) + 1)).first;
  return { financialYear, first, last, from: indiaDayStart(first), until: indiaDayStart(next) };
}

/** A requested year checked against the calendar in India at `now`; the message says what would do. */
export function checkStatementYear(value: string, now: Date): StatementYearCheck {
  const current = financialYearAt(now);
  const typed = value.trim();
  if (!isFinancialYear(typed))
    return { ok: false, message: `financialYear must be a financial year written like ${current} (April to March).` };
  if (startYear(typed) > startYear(current))
    return { ok: false, message: `The financial year ${typed} has not begun yet: the latest statement is for ${current}.` };
  if (startYear(typed) < startYear(FIRST_STATEMENT_YEAR))
    return {
      ok: false,
      message: `The financial year ${typed} is before GST began (1 July 2017): the earliest statement is for ${FIRST_STATEMENT_YEAR}.`,
    };
  return { ok: true, ...statementPeriod(typed) };
}

/**
 * The years a customer can choose, newest first: from the year their account was opened (never before
 * GST) to the year running now.
 */
export function statementYears(accountOpenedAt: Date, now: Date): FinancialYear[] {
  const newest = startYear(financialYearAt(now));
  const oldest = Math.min(newest, Math.max(startYear(FIRST_STATEMENT_YEAR), startYear(financialYearAt(accountOpenedAt))));
  const years: FinancialYear[] = [];
  for (let year = newest; year >= oldest; year--) years.push(financialYearStarting(year));
  return years;
}
