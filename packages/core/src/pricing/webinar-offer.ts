/**
 * Webinar and training-video prices (docs/business-rules.md#webinar-offer "Webinar offer"): the offer's percent discount is
 * floored to a whole percent, the discounted price is rounded (whole rupees, cents), then GST
 * is added for INR.
 */
import { roundToChargeable, type Currency } from "../money.ts";
import { indiaToday, type IsoDate } from "./dates.ts";
import { gstFor } from "./gst.ts";

/** docs/business-rules.md#offer-coupon offer coupon. The code must be entered when it is not empty. */
export interface WebinarOffer {
  discount: number;
  discountEndDate: IsoDate | null;
  couponCode: string | null;
}

export interface WebinarPrice {
  listPrice: number;
  discountPercent: number;
  price: number;
  gst: number;
  total: number;
  offerApplied: boolean;
}

export function webinarOfferPrice(args: {
  /** List price in minor units (inrAmount or usdAmount). */
  amount: number;
  currency: Currency;
  offer: WebinarOffer | null;
  enteredCouponCode: string | null;
  now: Date;
}): WebinarPrice {
  const applies = args.offer !== null && offerApplies(args.offer, args.enteredCouponCode, indiaToday(args.now));
  const discountPercent = applies && args.offer ? Math.min(100, Math.max(0, Math.floor(args.offer.discount))) : 0;
  const price = roundToChargeable(args.amount * (100 - discountPercent), args.currency, 100);
  const gst = gstFor(price, args.currency);
  return { listPrice: args.amount, discountPercent, price, gst, total: price + gst, offerApplied: discountPercent > 0 };
}

/**
 * ADR 0040: a discount is shown on the same basis as the price it is compared with. Beside a total that includes GST,
 * the struck-through list price includes GST too (taxed as the charged price is); in USD there is no GST and both are
 * the same number.
 */
export function webinarListTotal(price: Pick<WebinarPrice, "listPrice">, currency: Currency): number {
  return price.listPrice + gstFor(price.listPrice, currency);
}

function offerApplies(offer: WebinarOffer, entered: string | null, today: IsoDate): boolean {
  if (offer.discountEndDate !== null && today > offer.discountEndDate) return false;
  const required = offer.couponCode?.trim() ?? "";
  if (required === "") return true;
  return (entered?.trim().toUpperCase() ?? "") === required.toUpperCase();
}

/** Webinars priced at or below the catalogue's free-webinar limit are free for paying subscribers. */
export function isWebinarFreeForSubscriber(
  amount: number,
  currency: Currency,
  freeWebinarPriceLimit: Record<Currency, number>,
  hasPaidSubscription: boolean,
): boolean {
  return hasPaidSubscription && amount <= freeWebinarPriceLimit[currency];
}
