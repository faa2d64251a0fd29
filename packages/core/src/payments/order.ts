import type { Currency } from "../money.ts";
import type { PriceSummary } from "../pricing/quote.ts";
import type { QuoteSelection } from "../pricing/selection.ts";
import type { WebinarPrice } from "../pricing/webinar-offer.ts";

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

/**
 * What was sold, frozen when the order is made: the selection and the server's own quote of it.
 * Activation reads this snapshot, never the catalogue of the moment it runs (prices may change
 * between checkout and a late gateway answer).
 */
export interface QuoteSnapshot {
  selection: QuoteSelection;
  summary: PriceSummary;
}

/**
 * A webinar seat sold, frozen when the order is made: which webinar (its title and start as the
 * customer saw them, for the receipt and the invoice) and the offer price in the order's currency.
 */
export interface WebinarSnapshot {
  webinar: { id: number; title: string; dateTime: string };
  currency: Currency;
  price: WebinarPrice;
  /** The webinar coupon the customer entered (null: none); the price says whether it applied. */
  couponCode: string | null;
}

/** What an order's `quote` column holds: a subscription quote, or a webinar seat. */
export type OrderSnapshot = QuoteSnapshot | WebinarSnapshot;

export function isWebinarSnapshot(snapshot: OrderSnapshot): snapshot is WebinarSnapshot {
  return "webinar" in snapshot;
}

export interface OrderCharge {
  currency: Currency;
  /** To pay by the order's gateway, in minor units. */
  total: number;
  gst: number;
  /** Wallet credits spent on it. */
  walletPaid: number;
  /** What it buys, line by line (before discount and GST). */
  items: Array<{ name: string; total: number }>;
}

/** What an order of this snapshot charges, in its currency's minor units, and what it buys. */
export function snapshotCharge(snapshot: OrderSnapshot): OrderCharge {
  if (isWebinarSnapshot(snapshot)) {
    const { price } = snapshot;
    return {
      currency: snapshot.currency,
      total: price.total,
      gst: price.gst,
      walletPaid: 0,
      items: [{ name: `Webinar: ${snapshot.webinar.title}`, total: price.price }],
    };
  }
  const { summary } = snapshot;
  return {
    currency: summary.currency,
    total: summary.total,
    gst: summary.gst,
    walletPaid: summary.subscrDed + summary.cashDed + summary.creditDed,
    items: summary.productAndAmounts.map((line) => ({ name: line.Name, total: line.Total })),
  };
}
