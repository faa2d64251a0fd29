import type { BillingPlan, Currency, IsoDate } from "@investar/core";

/** An active card mandate as My Subscription shows it (docs/business-rules.md#auto-renew-opt-in). Money in minor units. */
export interface MyMandate {
  mandateId: number;
  /** As the gateway named the card: "VISA card ending 1111". */
  card: string;
  /** "YYYY-MM", where the gateway gave it. */
  cardExpiry: string | null;
  currency: Currency;
  /** The most one debit may take. */
  upperLimit: number;
  frequency: BillingPlan;
  /** The next debit, priced as the renewal pass will price it; null when it would not be automatic (above the limit or ₹15,000). */
  nextDebit: { day: IsoDate; amount: number } | null;
}

/** One subscription's auto-renew: its active mandate, or how the last one ended. */
export interface MyAutoRenew {
  kind: "tool" | "mobile";
  mandate: MyMandate | null;
  /** The last mandate that ended (cancelled, failed, replaced), when there is no active one. */
  lastEnded: { endedOn: IsoDate; reason: string } | null;
}

export interface RenewalsPageServices {
  /** My Subscription: auto-renew of each subscription the customer has (desktop tool, mobile app). */
  getMyAutoRenew(userId: number): Promise<MyAutoRenew[]>;
}
