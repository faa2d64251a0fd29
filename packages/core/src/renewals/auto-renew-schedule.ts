/**
 * When an auto-renewing subscription is debited (docs/business-rules.md#auto-renew-schedule): at the end
 * of its last day in India time, after a pre-debit notice sent at least 24 hours earlier, and again
 * 1 and 3 days after a first failed debit. Nothing here reads the clock.
 */
import type { BillingPlan } from "../pricing/catalogue.ts";
import { addDays, addMonths, daysBetween, GRACE_PERIOD_DAYS, indiaDayStart, type IsoDate } from "../pricing/dates.ts";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** RBI's e-mandate rule: the pre-debit notice reaches the customer at least this long before the debit. */
export const PRE_DEBIT_NOTICE_MIN_HOURS = 24;
/** The notice goes out from this long before the debit, so a pass or two missed still leaves the 24 hours. */
export const PRE_DEBIT_NOTICE_LEAD_HOURS = 48;
/** Retries after the first failed debit, in days after it. */
export const DEBIT_RETRY_DAYS = [1, 3] as const;
/** Attempts per renewal: the debit at expiry and its retries. */
export const DEBIT_ATTEMPTS = 1 + DEBIT_RETRY_DAYS.length;
/** A card expiring before its next debit is mailed this many days before that debit. */
export const CARD_EXPIRY_NOTICE_DAYS = 15;

/** The end of the last day of service in India time: the instant the subscription expires and the renewal is due. */
export function subscriptionEndsAt(expiryDate: IsoDate): Date {
  return indiaDayStart(addDays(expiryDate, 1));
}

/** From when the pass sends the pre-debit notice of a debit due at `dueAt`. */
export function preDebitNoticeFrom(dueAt: Date): Date {
  return new Date(dueAt.getTime() - PRE_DEBIT_NOTICE_LEAD_HOURS * HOUR_MS);
}

/**
 * The earliest instant a debit may be made: when it is due, but never before 24 hours after its notice
 * (a notice sent late, after an outage, moves the debit rather than shortening the customer's warning).
 */
export function earliestDebitAt(dueAt: Date, noticeSentAt: Date): Date {
  return new Date(Math.max(dueAt.getTime(), noticeSentAt.getTime() + PRE_DEBIT_NOTICE_MIN_HOURS * HOUR_MS));
}

/**
 * When attempt `attempt` (1 = the debit at expiry) is due: the first at the subscription's end, the
 * retries 1 and 3 days after the first failure. Null once there is no attempt left.
 */
export function attemptDueAt(expiryDate: IsoDate, attempt: number, firstFailureAt: Date | null): Date | null {
  if (attempt === 1) return subscriptionEndsAt(expiryDate);
  const days = DEBIT_RETRY_DAYS[attempt - 2];
  if (days === undefined || firstFailureAt === null) return null;
  return new Date(firstFailureAt.getTime() + days * DAY_MS);
}

/**
 * The days after expiry an auto-renewing subscription stays in service: the plan's grace period, or
 * longer where the last retry (3 days after the first failure, which is at expiry) would fall after it,
 * so the customer keeps the software until the last retry has failed.
 */
export function graceDaysWithRetries(plan: BillingPlan): number {
  const lastRetryDay = DEBIT_RETRY_DAYS[DEBIT_RETRY_DAYS.length - 1]!;
  return Math.max(GRACE_PERIOD_DAYS[plan], lastRetryDay + 1);
}

/** The last India day of service of an auto-renewing subscription whose debits may still be retried. */
export function lastDayWithRetries(expiryDate: IsoDate, plan: BillingPlan): IsoDate {
  return addDays(expiryDate, graceDaysWithRetries(plan));
}

/**
 * A card expiring before its next debit (cards are valid through the end of their expiry month) gets a
 * mail from CARD_EXPIRY_NOTICE_DAYS before that debit. `cardExpiry` is "YYYY-MM" as the gateway returns it.
 */
export function cardExpiryNoticeDue(cardExpiry: string, nextDebitDay: IsoDate, today: IsoDate): boolean {
  const match = /^(\d{4})-(\d{2})$/u.exec(cardExpiry);
  if (!match) return false;
  const lastValidDay = addDays(addMonths(`${match[1]}-${match[2]}-01`, 1), -1);
  if (lastValidDay >= nextDebitDay) return false;
  const left = daysBetween(today, nextDebitDay);
  return left >= 0 && left <= CARD_EXPIRY_NOTICE_DAYS;
}
