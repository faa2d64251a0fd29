/**
 * Whether an auto-renewal is charged, and for how much (docs/business-rules.md#auto-renew-debit): the
 * catalogue's price in effect at the debit for the subscription as held, with the subscriber's own price
 * set, scheme and discounts and GST, never the wallet; charged only within the mandate's upper limit and
 * RBI's limit for debits without additional authentication, and only after its pre-debit notice.
 */
import type { Currency } from "../money.ts";
import type { BillingPlan, LicenseType } from "../pricing/catalogue.ts";
import { EXPIRY_MODE } from "../pricing/dates.ts";
import { selectionWithDefaults, type QuoteSelection } from "../pricing/selection.ts";
import { earliestDebitAt, preDebitNoticeFrom } from "./auto-renew-schedule.ts";

/** RBI: recurring card debits above ₹15,000 need the customer's additional authentication (paise). */
export const NO_AUTHENTICATION_LIMIT_INR = 15_000_00;

/** What a subscription holds, as the renewal renews it. */
export interface HeldSubscription {
  product: string;
  plan: BillingPlan;
  addons: readonly string[];
  licenseType: LicenseType | null;
  noOfLicenses: number;
  isMobile: boolean;
}

/**
 * The selection a renewal debit prices: the subscription as held, extended by its own plan, paid by the
 * mandate (recurring: no wallet, no change of billing period, no coupon).
 */
export function renewalDebitSelection(held: HeldSubscription, currency: Currency): QuoteSelection {
  return selectionWithDefaults({
    currency,
    product: held.product,
    plan: held.plan,
    addons: [...held.addons],
    licenseType: held.noOfLicenses > 1 ? held.licenseType : null,
    noOfLicenses: held.noOfLicenses,
    isMobile: held.isMobile,
    expiryMode: EXPIRY_MODE.extendExpiryDate,
    useWallet: false,
    isRecurring: true,
  });
}

/** A debit's pre-debit notice as sent: when, and the amount it announced. */
export interface SentNotice {
  sentAt: Date;
  amount: number;
}

export interface DebitFacts {
  now: Date;
  /** When this attempt is due (auto-renew-schedule.ts attemptDueAt). */
  dueAt: Date;
  /** The amount the debit would take now, in minor units. */
  amount: number;
  currency: Currency;
  /** The mandate's upper limit, in the mandate's currency's minor units. */
  mandateLimit: number;
  /** The notice sent for this attempt, or null. */
  notice: SentNotice | null;
}

export type DebitDecision =
  /** Nothing to do yet; look again from `until`. */
  | { action: "wait"; until: Date }
  /** Send the pre-debit notice of `amount` now. */
  | { action: "notify" }
  /** Charge the mandate now. */
  | { action: "charge" }
  /** Above RBI's limit for debits without authentication: the customer pays through a link instead. */
  | { action: "pay-link" }
  /** Above the mandate's upper limit (a price rise): the customer is asked again, nothing is charged. */
  | { action: "ask-again" };

/** True when RBI's rules need the customer's own authentication for this debit. */
export function needsAuthentication(amount: number, currency: Currency): boolean {
  // The limit is in rupees; USD debits are to cards issued outside India, which the e-mandate framework does not cover.
  return currency === "INR" && amount > NO_AUTHENTICATION_LIMIT_INR;
}

/**
 * The one decision of the renewal pass for a due attempt. A debit above either limit is never charged
 * (the notice goes out as a pay link or a request for a new mandate); otherwise the amount must have
 * been announced by a notice sent at least 24 hours before, and announced as it is now: a price that
 * moved since the notice is announced again, and the 24 hours start again.
 */
export function decideDebit(facts: DebitFacts): DebitDecision {
  const noticeFrom = preDebitNoticeFrom(facts.dueAt);
  if (facts.now < noticeFrom) return { action: "wait", until: noticeFrom };
  if (facts.amount > facts.mandateLimit) return { action: "ask-again" };
  if (needsAuthentication(facts.amount, facts.currency)) return { action: "pay-link" };
  if (facts.notice === null || facts.notice.amount !== facts.amount) return { action: "notify" };
  const from = earliestDebitAt(facts.dueAt, facts.notice.sentAt);
  return facts.now >= from ? { action: "charge" } : { action: "wait", until: from };
}

/**
 * The upper limit a new mandate asks the customer to allow: the renewal price with headroom for price
 * changes (a quarter more, rounded up to a whole hundred of the currency), so an ordinary price rise does
 * not need a new mandate while the customer still sees a concrete ceiling.
 */
export function mandateUpperLimit(renewalAmount: number): number {
  const withHeadroom = Math.ceil((renewalAmount * 5) / 4);
  const hundred = 100_00;
  return Math.ceil(withHeadroom / hundred) * hundred;
}

/**
 * The refusal of a purchase for a subscription whose renewal is being charged to its mandate
 * (docs/business-rules.md#auto-renew-odd-states): paying twice for one period is never the customer's wish,
 * and the debit settles within minutes.
 */
export const DEBIT_PENDING_CODE = "AutoRenewDebitPending";
export function debitPendingMessage(amount: string): string {
  return `Your subscription's automatic renewal of ${amount} is being charged to your card right now. You can change or renew your plan once that payment has gone through, usually within a few minutes.`;
}
