/**
 * The tax period of a monthly return (GSTR-1's `fp`): "MMYYYY", as the GST portal writes it. A period
 * is a calendar month in India; a return can be made for a month that has begun (the current one, to
 * check it as it fills) back to July 2017, when GST began (docs/business-rules.md#gst-returns).
 */
import { indiaDayStart, indiaToday, type IsoDate } from "../pricing/dates.ts";

export interface ReturnPeriod {
  /** "072026" */
  fp: string;
  year: number;
  /** 1–12 */
  month: number;
  /** First and last day of the month, India's calendar. */
  first: IsoDate;
  last: IsoDate;
  /** [from, until): the instants the month covers in India. */
  from: Date;
  until: Date;
}

export type ReturnPeriodCheck = { ok: true; period: ReturnPeriod } | { ok: false; message: string };

const GST_BEGAN = { year: 2017, month: 7 };
const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The period of `year` and `month` (no checks). */
export function returnPeriodOf(year: number, month: number): ReturnPeriod {
  const first = `${year}-${pad(month)}-01`;
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  const next = `${nextYear}-${pad(nextMonth)}-01`;
  const until = indiaDayStart(next);
  return {
    fp: `${pad(month)}${year}`,
    year,
    month,
    first,
    last: indiaToday(new Date(until.getTime() - 1)),
    from: indiaDayStart(first),
    until,
  };
}

/** A period typed as "MMYYYY", refused with the reason when it is no month, before GST or still to come. */
export function parseReturnPeriod(text: string, now: Date): ReturnPeriodCheck {
  const match = /^(\d{2})(\d{4})$/.exec(text.trim());
  if (!match) return { ok: false, message: "The period must be a month written MMYYYY, such as 072026." };
  const month = Number(match[1]);
  const year = Number(match[2]);
  if (month < 1 || month > 12) return { ok: false, message: `${match[1]} is not a month: the period must be MMYYYY, such as 072026.` };
  if (year * 12 + month < GST_BEGAN.year * 12 + GST_BEGAN.month)
    return { ok: false, message: "GST began in July 2017: there is no return for an earlier month." };
  const today = indiaToday(now);
  const current = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7));
  if (year * 12 + month > current)
    return { ok: false, message: "That month has not begun yet: a return can only be made for a past or the current month." };
  return { ok: true, period: returnPeriodOf(year, month) };
}

/** The month it is in India: the page's default. */
export function currentReturnPeriod(now: Date): ReturnPeriod {
  const today = indiaToday(now);
  return returnPeriodOf(Number(today.slice(0, 4)), Number(today.slice(5, 7)));
}
