/**
 * Subscription dates (docs/business-rules.md#subscription-dates). Dates are calendar days in India (UTC+05:30, no daylight
 * saving), written "YYYY-MM-DD"; a subscription is usable through the whole of its expiry day.
 * Nothing here reads the clock: `now` is always passed in.
 */
import type { BillingPlan } from "./catalogue.ts";

/** "YYYY-MM-DD", a day in India. */
export type IsoDate = string;

/** docs/business-rules.md#plan-lengths: Annual 12, Quarter 3, Month 1. */
export const PLAN_MONTHS: Record<BillingPlan, number> = { Month: 1, Quarter: 3, Annual: 12 };

/** docs/business-rules.md#grace-period: days after expiry that still count as in service. */
export const GRACE_PERIOD_DAYS: Record<BillingPlan, number> = { Month: 3, Quarter: 5, Annual: 7 };

/** docs/business-rules.md#expiry-mode expiry mode: keep the current expiry date, or extend it by the plan bought. */
export const EXPIRY_MODE = { sameExpiryDate: 0, extendExpiryDate: 1 } as const;
export type ExpiryMode = (typeof EXPIRY_MODE)[keyof typeof EXPIRY_MODE];

const INDIA_OFFSET_MS = 330 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/u;
const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

interface Ymd {
  year: number;
  month: number; // 1–12
  day: number;
}

function parse(date: IsoDate): Ymd {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

function format({ year, month, day }: Ymd): IsoDate {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== "string" || !ISO_DATE.test(value)) return false;
  const { year, month, day } = parse(value);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * The last day computed and the instants it spans: every price and quote asks for today, and the answer
 * changes once a day, so the usual call is two comparisons instead of a Date and its ISO text.
 */
let lastDay = { from: 0, until: 0, day: "" as IsoDate };

/** The day it is in India at the instant `now`. */
export function indiaToday(now: Date): IsoDate {
  const instant = now.getTime();
  if (instant >= lastDay.from && instant < lastDay.until) return lastDay.day;
  const local = instant + INDIA_OFFSET_MS;
  const from = Math.floor(local / DAY_MS) * DAY_MS - INDIA_OFFSET_MS;
  const day = new Date(local).toISOString().slice(0, 10);
  // An invalid date throws above, as it always did; only real days are kept.
  lastDay = { from, until: from + DAY_MS, day };
  return day;
}

/** The instant a day starts in India (midnight IST), for filtering timestamps by India calendar days. */
export function indiaDayStart(date: IsoDate): Date {
  return new Date(dayNumber(date) * DAY_MS - INDIA_OFFSET_MS);
}

/** Days since 1970-01-01, for differences and comparisons. */
function dayNumber(date: IsoDate): number {
  const { year, month, day } = parse(date);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

export function daysBetween(from: IsoDate, to: IsoDate): number {
  return dayNumber(to) - dayNumber(from);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Same day `months` later; a day missing in the target month becomes its last day (31 Jan + 1 = 28/29 Feb). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = parse(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return format({ year: targetYear, month: targetMonth, day: Math.min(day, daysInMonth(targetYear, targetMonth)) });
}

export function laterOf(a: IsoDate, b: IsoDate): IsoDate {
  return a >= b ? a : b;
}

/** "31 Mar 2025" — for explanations, independent of the reader's locale. */
export function formatDay(date: IsoDate): string {
  const { year, month, day } = parse(date);
  return `${day} ${MONTH_NAMES[month - 1]} ${year}`;
}

export type ServiceStatus = "active" | "grace" | "ended";

/**
 * active: today is on or before the expiry day; grace: within the plan's grace days after it
 * (docs/business-rules.md#service-status: still in service); ended: later.
 */
export function serviceStatus(expiry: IsoDate, plan: BillingPlan, today: IsoDate): ServiceStatus {
  const late = daysBetween(expiry, today);
  if (late <= 0) return "active";
  return late <= GRACE_PERIOD_DAYS[plan] ? "grace" : "ended";
}

export interface RemainingMonths {
  /** Months charged for: whole months, plus one when the leftover days exceed the grace period. */
  months: number;
  wholeMonths: number;
  leftoverDays: number;
  /** Now, or the trial end if later (a subscription bought during the trial starts after it). */
  countedFrom: IsoDate;
}

/**
 * docs/business-rules.md#remaining-months: count month by month from today (or the trial end, if later) to the expiry day; add
 * one month when the leftover days exceed the plan's grace period — a few days fewer than a
 * month are within the grace we would give anyway, more than that is worth a month.
 */
export function remainingMonths(args: { today: IsoDate; trialEnd: IsoDate | null; expiry: IsoDate; plan: BillingPlan }): RemainingMonths {
  const countedFrom = args.trialEnd ? laterOf(args.today, args.trialEnd) : args.today;
  if (args.expiry <= countedFrom) return { months: 0, wholeMonths: 0, leftoverDays: 0, countedFrom };
  let wholeMonths = 0;
  // Always step from the start (not from the previous step) so a 31st does not drift to the 28th.
  while (addMonths(countedFrom, wholeMonths + 1) <= args.expiry) wholeMonths += 1;
  const leftoverDays = daysBetween(addMonths(countedFrom, wholeMonths), args.expiry);
  const months = wholeMonths + (leftoverDays > GRACE_PERIOD_DAYS[args.plan] ? 1 : 0);
  return { months, wholeMonths, leftoverDays, countedFrom };
}

/**
 * The expiry after a purchase. sameExpiryDate keeps the current one. extendExpiryDate adds the
 * plan (and any free months) to the current expiry — even inside the grace period, so the
 * renewed subscription continues without a gap. A fresh purchase starts today, or at the trial
 * end if later.
 */
export function newExpiryDate(args: {
  mode: ExpiryMode;
  currentExpiry: IsoDate | null;
  freshStart: IsoDate;
  plan: BillingPlan;
  freeMonths: number;
}): IsoDate {
  if (args.currentExpiry === null) return addMonths(args.freshStart, PLAN_MONTHS[args.plan] + args.freeMonths);
  if (args.mode === EXPIRY_MODE.sameExpiryDate) return args.currentExpiry;
  return addMonths(args.currentExpiry, PLAN_MONTHS[args.plan] + args.freeMonths);
}
