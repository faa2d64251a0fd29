import { minorToUnits, type Currency, type WebinarPrice } from "@investar/core";
import type { WebinarSeatOffer } from "@investar/contract/pages/webinars";
import type { AppDeps } from "../../../deps.ts";
import { quoteWebinarSeat, type WebinarSeatRequest } from "./quote-webinar-seat.ts";
import type { CallerPrice } from "./webinar-view.ts";

const inUnits = (p: WebinarPrice, currency: Currency) => ({
  listPrice: minorToUnits(p.listPrice, currency),
  discountPercent: p.discountPercent,
  price: minorToUnits(p.price, currency),
  gst: minorToUnits(p.gst, currency),
  total: minorToUnits(p.total, currency),
  offerApplied: p.offerApplied,
});

/** What a caller pays for a webinar as the API and the pages show it: in currency units (rupees, dollars). */
export function priceInUnits(price: CallerPrice, currency: Currency) {
  const amount = price.kind === "paid" ? price.price : price.kind === "subscriber" ? price.listPrice : null;
  return { currency, kind: price.kind, amount: amount ? inUnits(amount, currency) : null };
}

/** GetWebinarSeatPrice's answer, which the buy page's loader also renders first: one seat for this customer (or a visitor, null). */
export async function getWebinarSeatOffer(deps: AppDeps, userId: number | null, request: WebinarSeatRequest): Promise<WebinarSeatOffer> {
  const quote = await quoteWebinarSeat(deps, userId, request);
  const { webinar } = quote;
  const couponCode = request.couponCode?.trim() || null;
  return {
    webinarId: webinar.id,
    title: webinar.title,
    titleHi: webinar.titleHi,
    dateTime: webinar.dateTime.toISOString(),
    duration: webinar.durationMinutes,
    presenter: webinar.presenter,
    status: quote.status,
    seatsLeft: quote.seatsLeft,
    price: priceInUnits(quote.pricing, request.currency),
    couponCode: couponCode && !quote.couponProblem ? couponCode : null,
    couponProblem: quote.couponProblem,
    refusal: quote.refusal,
  };
}
