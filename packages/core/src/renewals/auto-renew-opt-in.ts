/**
 * The customer's side of auto-renew (docs/business-rules.md#auto-renew-opt-in): which purchases may ask
 * for a card mandate, and the terms the "Renew automatically" choice states and the gateway registers.
 * Nothing here reads the clock or the database.
 */
import { formatMoney, type Currency } from "../money.ts";
import type { PaymentGateway } from "../payments/order.ts";
import type { CardPaymentOption } from "../payments/upi.ts";
import type { BillingPlan } from "../pricing/catalogue.ts";
import { addDays, formatDay, type IsoDate } from "../pricing/dates.ts";
import { mandateUpperLimit, needsAuthentication } from "./auto-renew-debit.ts";

/** The refusals of an opt-in, in the words the customer reads (a 400's message). */
export const AUTO_RENEW_REFUSALS = {
  manual:
    "Auto-renew needs a card payment: a bank transfer, cheque or UPI QR payment is made once. Pay by card to renew automatically, or untick Renew automatically.",
  upi: "Auto-renew is set up on a card. Choose Card under Pay with to renew automatically, or untick Renew automatically.",
  notSubscription: "Auto-renew is for subscriptions: a webinar seat or a one-time purchase is paid once.",
  change: "Auto-renew is set up with a card payment. A change your credits pay for cannot register a card mandate.",
  nothingToRenew: "This plan has nothing to renew by card, so auto-renew cannot be set up for it.",
  alreadyOn: "Auto-renew is already on for this subscription. To put it on another card, cancel it on My Subscription first.",
} as const;

export interface OptInRequest {
  /** What the purchase buys. */
  target: "tool" | "mobile" | "webinar";
  /** The gateway the request is for; left out, the card gateway's own call. */
  gateway: PaymentGateway | undefined;
  paymentOption: CardPaymentOption;
}

/** Why this purchase may not ask for a mandate, or null when it may (docs/business-rules.md#auto-renew-opt-in). */
export function autoRenewProblem(request: OptInRequest): string | null {
  if (request.target === "webinar") return AUTO_RENEW_REFUSALS.notSubscription;
  if (request.gateway === "ManualPayment") return AUTO_RENEW_REFUSALS.manual;
  if (request.gateway === "ChangeSub") return AUTO_RENEW_REFUSALS.change;
  if (request.paymentOption !== "card") return AUTO_RENEW_REFUSALS.upi;
  return null;
}

/** What a mandate asked for at checkout holds, and what the choice says. Money in minor units. */
export interface MandateTerms {
  currency: Currency;
  /** Each renewal's price as the catalogue stands today. */
  renewalAmount: number;
  /** The most one debit may take (si_amount). */
  upperLimit: number;
  frequency: BillingPlan;
  /** The day of the first debit: the day after the last day this purchase pays for (si_start_date). */
  firstDebitDay: IsoDate;
  /** False when RBI's rules need the customer's own authentication for it (above ₹15,000): a pay link is sent instead. */
  automatic: boolean;
}

export function mandateTermsFor(args: { plan: BillingPlan; currency: Currency; renewalAmount: number; paidUntil: IsoDate }): MandateTerms {
  return {
    currency: args.currency,
    renewalAmount: args.renewalAmount,
    upperLimit: mandateUpperLimit(args.renewalAmount),
    frequency: args.plan,
    firstDebitDay: addDays(args.paidUntil, 1),
    automatic: !needsAuthentication(args.renewalAmount, args.currency),
  };
}

const EVERY: Record<BillingPlan, string> = { Month: "every month", Quarter: "every 3 months", Annual: "every year" };

/** The sentence beside "Renew automatically": what, how often, from when, up to what, and that it can be cancelled. */
export function mandateTermsText(terms: MandateTerms): string {
  const amount = formatMoney(terms.renewalAmount, terms.currency);
  const limit = formatMoney(terms.upperLimit, terms.currency);
  const how = terms.automatic
    ? `We charge ${amount} (today's renewal price, GST included) to this card ${EVERY[terms.frequency]} from ${formatDay(terms.firstDebitDay)}`
    : `Each renewal (${amount} today, GST included) is due ${EVERY[terms.frequency]} from ${formatDay(terms.firstDebitDay)}; above ₹15,000 we send you a link to approve it instead of charging it`;
  return `${how}, after a reminder mail at least 24 hours before each charge. The card mandate allows at most ${limit} per charge. Cancel at any time on My Subscription.`;
}

/** Our reference for the mandate an order asks for (si_mer_ref_no): one per order, readable beside it. */
export function mandateMerchantRef(orderNumber: string): string {
  return `SI-${orderNumber}`;
}
