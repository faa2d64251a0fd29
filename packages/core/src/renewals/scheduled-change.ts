import { addDays, type IsoDate } from "../pricing/dates.ts";

/** What a subscription row holds, or what an order bought, as far as a downgrade is concerned. */
export interface SubscriptionContents {
  product: string;
  addons: readonly string[];
  noOfLicenses: number;
}

export interface RenewalChangeInput {
  held: SubscriptionContents & { expiryDate: IsoDate | null; isSubscribed: boolean };
  bought: SubscriptionContents;
  /** The order started a new period (a renewal), rather than changing the current one. */
  newPeriod: boolean;
  today: IsoDate;
  /** Edition rank (higher is richer), from the catalogue. */
  rank: (product: string) => number;
}

export interface RenewalChange {
  /** What the subscription holds from now on. */
  now: SubscriptionContents;
  /** What it switches to, and the first day of that, when the renewal takes something away; else null. */
  scheduled: (SubscriptionContents & { effectiveOn: IsoDate }) | null;
}

/**
 * ADR 0003 "things dropped at renewal stay until the current expiry" (ADR 0026): a renewal bought while
 * the current period still runs, which moves to a lower edition, drops an add-on or licences, keeps the
 * richer of both until the old expiry day and switches to exactly what was bought the day after. Anything
 * else (an upgrade, a change within the period, a renewal after expiry) applies what was bought at once.
 */
export function renewalChange({ held, bought, newPeriod, today, rank }: RenewalChangeInput): RenewalChange {
  const running = held.isSubscribed && held.expiryDate !== null && held.expiryDate >= today;
  const dropsSomething =
    rank(bought.product) < rank(held.product) ||
    held.addons.some((addon) => !bought.addons.includes(addon)) ||
    bought.noOfLicenses < held.noOfLicenses;
  const copy = (s: SubscriptionContents): SubscriptionContents => ({
    product: s.product,
    addons: [...s.addons],
    noOfLicenses: s.noOfLicenses,
  });
  if (!newPeriod || !running || !dropsSomething) return { now: copy(bought), scheduled: null };
  return {
    now: {
      product: rank(bought.product) > rank(held.product) ? bought.product : held.product,
      addons: [...new Set([...held.addons, ...bought.addons])],
      noOfLicenses: Math.max(held.noOfLicenses, bought.noOfLicenses),
    },
    scheduled: { ...copy(bought), effectiveOn: addDays(held.expiryDate!, 1) },
  };
}

/** A stored scheduled change is applied once India's day has reached its first day. */
export const isScheduledChangeDue = (effectiveOn: IsoDate, today: IsoDate): boolean => today >= effectiveOn;
