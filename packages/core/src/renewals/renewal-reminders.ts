import { addDays, daysBetween, GRACE_PERIOD_DAYS, type IsoDate } from "../pricing/dates.ts";
import type { Currency } from "../money.ts";
import type { BillingPlan } from "../pricing/catalogue.ts";

export const RENEWAL_REMINDER_KINDS = ["7-days", "3-days", "1-day", "expired", "trial-ending"] as const;
export type RenewalReminderKind = (typeof RENEWAL_REMINDER_KINDS)[number];

/**
 * Which reminder a paid subscription is due on `today` (India days), or null. Each kind covers a span of
 * days, so a job that was down for a day still sends it; only the latest one is due, so a customer never
 * gets a stale "7 days left" when one day is left. The expiry day is the last day of service; "expired"
 * runs through the plan's grace period, after which there is nothing to remind of.
 */
export function dueExpiryReminder(
  expiryDate: IsoDate,
  plan: BillingPlan,
  today: IsoDate,
): Exclude<RenewalReminderKind, "trial-ending"> | null {
  const left = daysBetween(today, expiryDate);
  if (left > 7) return null;
  if (left > 3) return "7-days";
  if (left > 1) return "3-days";
  if (left >= 0) return "1-day";
  return -left <= GRACE_PERIOD_DAYS[plan] ? "expired" : null;
}

/** The trial's last day is today or tomorrow (India days): the trial-ending reminder is due. */
export function isTrialEndingDue(trialLastDay: IsoDate, today: IsoDate): boolean {
  const left = daysBetween(today, trialLastDay);
  return left >= 0 && left <= 1;
}

/** The last day of service under the grace period, which the "expired" mail names. */
export const graceEnd = (expiryDate: IsoDate, plan: BillingPlan): IsoDate => addDays(expiryDate, GRACE_PERIOD_DAYS[plan]);

export interface RenewalSelection {
  product: string;
  plan: BillingPlan;
  currency: Currency;
  addons: readonly string[];
  noOfLicenses: number;
  isMobile: boolean;
}

/**
 * The query of the one-click renewal link: CustomizeSubscription reads these keys (the web app's
 * selection-query) and opens with the subscription as held, ready to renew.
 */
export function renewalQuery(selection: RenewalSelection): string {
  const query = new URLSearchParams({ product: selection.product, plan: selection.plan, currency: selection.currency });
  for (const addon of selection.addons) query.append("addons", addon);
  if (selection.noOfLicenses !== 1) query.set("noOfLicenses", String(selection.noOfLicenses));
  if (selection.isMobile) query.set("isMobile", "true");
  return query.toString();
}
