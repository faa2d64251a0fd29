import type { PriceSummary } from "../pricing/quote.ts";
import type { QuoteSelection } from "../pricing/selection.ts";

/** docs/business-rules.md#payment-gateways "Payment gateways": the card gateway (CCAvenue's protocol), a manual payment, or a change of subscription paid by credits. */
export const paymentGateways = ["CCAvenue", "ManualPayment", "ChangeSub"] as const;

export type PaymentGateway = (typeof paymentGateways)[number];

/**
 * What an order buys, recorded on it and read by activation: the desktop tool's subscription, the mobile
 * app's, or a webinar. A closed list: the database's check constraint is built from it, and activation
 * has one function per member.
 */
export const ORDER_TARGETS = ["tool", "mobile", "webinar"] as const;

export type OrderTarget = (typeof ORDER_TARGETS)[number];

/** A subscription selection buys the mobile app or the desktop tool. */
export function targetOfSelection(selection: Pick<QuoteSelection, "isMobile">): OrderTarget {
  return selection.isMobile ? "mobile" : "tool";
}

/**
 * What was sold, frozen when the order is made: the selection and the server's own quote of it.
 * Activation reads this snapshot, never the catalogue of the moment it runs (prices may change
 * between checkout and a late gateway answer).
 */
export interface QuoteSnapshot {
  selection: QuoteSelection;
  summary: PriceSummary;
}
