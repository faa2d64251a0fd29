import type { PurchaseOf, WebinarSnapshot } from "@investar/core";
import type { AppDeps } from "../../../deps.ts";
import { quoteWebinarSeat, throwIfSeatNotForSale } from "./quote-webinar-seat.ts";

/**
 * What a seat's order freezes: the webinar, the currency and the server's price of the seat for this
 * customer (quoteWebinarSeat), refused while the seat cannot be bought or the coupon does not apply.
 * priceOrder (checkout) makes the order from it, for any gateway.
 */
export async function webinarSeatSnapshot(deps: AppDeps, userId: number, seat: PurchaseOf<"webinar">): Promise<WebinarSnapshot> {
  const quote = await quoteWebinarSeat(deps, userId, seat);
  throwIfSeatNotForSale(quote);
  // throwIfSeatNotForSale refuses every seat that is not for sale, so the price is a paid one here.
  if (quote.pricing.kind !== "paid") throw new Error("A seat not for sale passed the check.");
  const { webinar } = quote;
  return {
    webinar: { id: webinar.id, title: webinar.title, dateTime: webinar.dateTime.toISOString() },
    currency: seat.currency,
    price: quote.pricing.price,
    couponCode: seat.couponCode?.trim() || null,
  };
}
