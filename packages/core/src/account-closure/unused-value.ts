/**
 * The unused part of a paid period when an account is closed (docs/business-rules.md#account-closure):
 * the days not yet used, as a share of the days the payment bought, of what is left of the payment.
 * The day of closing counts as used (a subscription serves through its whole day). Refunds are in whole
 * rupees (cents), so the share is rounded down to one: never more than the unused part, never more than
 * what is left to refund.
 */
import { chargeableUnit, type Currency } from "../money.ts";
import { addDays, daysBetween, type IsoDate } from "../pricing/dates.ts";

export interface PaidPeriod {
  /** What is left of the payment to refund, in minor units (paid less earlier refunds). */
  refundable: number;
  currency: Currency;
  /** The first and last India day the payment bought (inclusive). */
  firstDay: IsoDate;
  lastDay: IsoDate;
}

export interface UnusedValue {
  /** Days bought and days still ahead after `today`. */
  daysBought: number;
  daysUnused: number;
  /** Minor units, a whole currency unit. */
  amount: number;
}

export function unusedValue(period: PaidPeriod, today: IsoDate): UnusedValue {
  const daysBought = Math.max(0, daysBetween(period.firstDay, period.lastDay) + 1);
  const from = today < period.firstDay ? period.firstDay : addDays(today, 1);
  const daysUnused = Math.min(daysBought, Math.max(0, daysBetween(from, period.lastDay) + 1));
  if (daysBought === 0 || daysUnused === 0 || period.refundable <= 0) return { daysBought, daysUnused, amount: 0 };
  const exact = Math.floor((period.refundable * daysUnused) / daysBought);
  const unit = chargeableUnit(period.currency);
  return { daysBought, daysUnused, amount: Math.floor(exact / unit) * unit };
}

/**
 * The days one activated order bought, from its subscription history: an order that moved the expiry on
 * from a date still ahead of its activation bought the days after the old expiry; any other (a first
 * purchase, a purchase after the end, an upgrade that kept the expiry) bought from its activation day.
 */
export function daysBoughtBy(order: { activatedOn: IsoDate; previousExpiry: IsoDate | null; expiry: IsoDate }): {
  firstDay: IsoDate;
  lastDay: IsoDate;
} {
  const { activatedOn, previousExpiry, expiry } = order;
  const extended = previousExpiry !== null && previousExpiry >= activatedOn && expiry > previousExpiry;
  return { firstDay: extended ? addDays(previousExpiry, 1) : activatedOn, lastDay: expiry };
}
