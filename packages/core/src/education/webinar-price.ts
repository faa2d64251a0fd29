import type { Currency } from "../money.ts";
import { webinarOfferPrice, type WebinarOffer, type WebinarPrice } from "../pricing/webinar-offer.ts";

export interface WebinarPricing {
  isPaidWebinar: boolean;
  /** List prices in minor units. */
  prices: Record<Currency, number>;
  /** The webinar's own offer (discount, end date, coupon), or null. */
  offer: WebinarOffer | null;
}

/**
 * What a caller pays for a webinar:
 * - `free`: a free webinar;
 * - `subscriber`: a paid webinar within freeWebinarPriceLimit, free for this paying subscriber;
 * - `paid`: the offer price in the caller's currency (business-rules.md#webinar-offer).
 */
export type WebinarPriceForCaller =
  { kind: "free" } | { kind: "subscriber"; listPrice: WebinarPrice } | { kind: "paid"; price: WebinarPrice };

/**
 * Within the subscribers' limit only when each currency's price is within that currency's limit, so the
 * answer does not depend on where the customer happens to be (business-rules.md#free-webinar-limit).
 */
export function isWithinFreeWebinarLimit(prices: Record<Currency, number>, limit: Record<Currency, number>): boolean {
  return prices.INR <= limit.INR && prices.USD <= limit.USD;
}

export function priceWebinarFor(args: {
  webinar: WebinarPricing;
  currency: Currency;
  isPayingSubscriber: boolean;
  freeWebinarPriceLimit: Record<Currency, number>;
  enteredCouponCode: string | null;
  now: Date;
}): WebinarPriceForCaller {
  const { webinar, currency } = args;
  if (!webinar.isPaidWebinar) return { kind: "free" };
  const price = webinarOfferPrice({
    amount: webinar.prices[currency],
    currency,
    offer: webinar.offer,
    enteredCouponCode: args.enteredCouponCode,
    now: args.now,
  });
  if (args.isPayingSubscriber && isWithinFreeWebinarLimit(webinar.prices, args.freeWebinarPriceLimit))
    return { kind: "subscriber", listPrice: price };
  return { kind: "paid", price };
}

/**
 * The offer a card advertises without a coupon: a running offer that needs no code. An offer with a code
 * is applied only when the code is entered (at checkout), so the card shows the list price.
 */
export function advertisedOffer(offer: WebinarOffer | null): WebinarOffer | null {
  return offer && offer.discount > 0 && !offer.couponCode?.trim() ? offer : null;
}
