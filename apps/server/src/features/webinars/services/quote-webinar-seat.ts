import { and, count, eq } from "drizzle-orm";
import {
  effectiveWebinarStatus,
  isRegistrationOpen,
  priceWebinarFor,
  WEBINAR_ALREADY_BOOKED_MESSAGE,
  WEBINAR_CANCELLED_MESSAGE,
  WEBINAR_COUPON_REFUSED_MESSAGE,
  WEBINAR_FREE_FOR_YOU_MESSAGE,
  WEBINAR_FULL_MESSAGE,
  WEBINAR_OVER_MESSAGE,
  type SeatChoice,
  type WebinarPriceForCaller,
  type WebinarStatus,
} from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { AppError } from "../../../errors.ts";
import { loadCatalogue } from "../../catalogue/index.ts";
import { isPayingSubscriber } from "./is-paying-subscriber.ts";
import { findWebinar } from "./register-webinar-for-free.ts";
import { offerOf, type WebinarRow } from "./webinar-view.ts";

/** The seat asked for (core's SeatChoice); the coupon may be left out or untrimmed, as the buy page's loader passes it. */
export type WebinarSeatRequest = Omit<SeatChoice, "couponCode"> & { couponCode?: string | null };

/** Why this caller cannot buy a seat now, in the words the buy page shows; null when they can. */
export interface SeatRefusal {
  code: "WebinarCancelled" | "WebinarOver" | "WebinarFull" | "AlreadyRegistered" | "WebinarFreeForYou";
  message: string;
}

export interface WebinarSeatQuote {
  webinar: WebinarRow;
  status: WebinarStatus;
  seatsLeft: number | null;
  /** What the caller pays in the currency asked, with the coupon when it applies. */
  pricing: WebinarPriceForCaller;
  /** A coupon was entered and does not apply: the price above is without it. */
  couponProblem: string | null;
  refusal: SeatRefusal | null;
}

/**
 * The price of one seat for this customer, by the webinar offer rule (core's priceWebinarFor: percent
 * floored, price rounded, 18% GST for INR; subscribers get webinars within freeWebinarPriceLimit free),
 * and whether they may buy it now. The buy page shows this; the order is made from the same answer.
 * A visitor (`userId` null) is priced as a new customer, who holds no seat and no subscription
 * (docs/business-rules.md#sign-up-to-pay: they create their account on the page to pay).
 */
export async function quoteWebinarSeat(deps: AppDeps, userId: number | null, request: WebinarSeatRequest): Promise<WebinarSeatQuote> {
  const webinar = await findWebinar(deps, request.webinarId);
  const r = schema.webinarRegistrations;
  const [[mine], [taken], catalogue] = await Promise.all([
    userId === null
      ? []
      : deps.db
          .select({ source: r.source })
          .from(r)
          .where(and(eq(r.webinarId, webinar.id), eq(r.userId, userId)))
          .limit(1),
    deps.db.select({ n: count() }).from(r).where(eq(r.webinarId, webinar.id)),
    loadCatalogue(deps),
  ]);
  const now = deps.now();
  const coupon = request.couponCode?.trim() || null;
  const priceWith = async (enteredCouponCode: string | null) =>
    priceWebinarFor({
      webinar: {
        isPaidWebinar: webinar.isPaidWebinar,
        prices: { INR: webinar.inrAmount, USD: webinar.usdAmount },
        offer: offerOf(webinar),
      },
      currency: request.currency,
      isPayingSubscriber: userId !== null && (await isPayingSubscriber(deps, userId, catalogue)),
      freeWebinarPriceLimit: catalogue.freeWebinarPriceLimit,
      enteredCouponCode,
      now,
    });
  const pricing = await priceWith(coupon);
  const couponProblem = coupon !== null && !couponApplied(webinar, coupon, pricing) ? WEBINAR_COUPON_REFUSED_MESSAGE : null;
  const seatsLeft = webinar.seatLimit === null ? null : Math.max(0, webinar.seatLimit - (taken?.n ?? 0));
  const times = { status: webinar.status, dateTime: webinar.dateTime, durationMinutes: webinar.durationMinutes };
  const refusal = seatRefusal({
    cancelled: webinar.status === "cancelled",
    open: isRegistrationOpen(times, now),
    registered: mine !== undefined,
    full: seatsLeft === 0,
    free: pricing.kind !== "paid",
  });
  return { webinar, status: effectiveWebinarStatus(times, now), seatsLeft, pricing, couponProblem, refusal };
}

/** The entered code is the webinar's own, and the offer it unlocks is running. */
function couponApplied(webinar: WebinarRow, entered: string, pricing: WebinarPriceForCaller): boolean {
  const own = webinar.couponCode.trim();
  if (own === "" || own.toUpperCase() !== entered.toUpperCase()) return false;
  if (pricing.kind === "free") return false;
  return pricing.kind === "paid" ? pricing.price.offerApplied : pricing.listPrice.offerApplied;
}

function seatRefusal(facts: { cancelled: boolean; open: boolean; registered: boolean; full: boolean; free: boolean }): SeatRefusal | null {
  if (facts.registered) return { code: "AlreadyRegistered", message: WEBINAR_ALREADY_BOOKED_MESSAGE };
  if (facts.cancelled) return { code: "WebinarCancelled", message: WEBINAR_CANCELLED_MESSAGE };
  if (!facts.open) return { code: "WebinarOver", message: WEBINAR_OVER_MESSAGE };
  if (facts.full) return { code: "WebinarFull", message: WEBINAR_FULL_MESSAGE };
  if (facts.free) return { code: "WebinarFreeForYou", message: WEBINAR_FREE_FOR_YOU_MESSAGE };
  return null;
}

const REFUSAL_STATUS: Record<SeatRefusal["code"], number> = {
  AlreadyRegistered: 409,
  WebinarFull: 409,
  WebinarCancelled: 400,
  WebinarOver: 400,
  WebinarFreeForYou: 400,
};

/** The quote's refusal, or a refused coupon, as the error a payment call answers. */
export function throwIfSeatNotForSale(quote: WebinarSeatQuote): void {
  if (quote.refusal) throw new AppError(quote.refusal.code, quote.refusal.message, { status: REFUSAL_STATUS[quote.refusal.code] });
  if (quote.couponProblem)
    throw new AppError("CouponCodeApply", quote.couponProblem, { status: 400, fields: { couponCode: [quote.couponProblem] } });
}
