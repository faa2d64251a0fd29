import type { PaymentGateway, WebinarSnapshot } from "@investar/core";
import type { AppDeps } from "../../../deps.ts";
import { orderForSnapshot } from "../../checkout/index.ts";
import type { WebinarOrder } from "../../payments/index.ts";
import { quoteWebinarSeat, throwIfSeatNotForSale, type WebinarSeatRequest } from "./quote-webinar-seat.ts";

/**
 * A webinar seat's order, for any gateway (card, manual): the server's own price of the seat for this
 * customer (quoteWebinarSeat), refused while the seat cannot be bought or the coupon does not apply,
 * then the gateway's amount rule and the order, in status created, with target `webinar`.
 */
export async function priceWebinarOrder(
  deps: AppDeps,
  userId: number,
  request: WebinarSeatRequest,
  gateway: PaymentGateway,
): Promise<WebinarOrder> {
  return (await orderForSnapshot(deps, userId, await webinarSeatSnapshot(deps, userId, request), gateway)) as WebinarOrder;
}

/** What a seat's order freezes: the webinar, the currency and the server's price of the seat for this customer. */
export async function webinarSeatSnapshot(deps: AppDeps, userId: number, request: WebinarSeatRequest): Promise<WebinarSnapshot> {
  const quote = await quoteWebinarSeat(deps, userId, request);
  throwIfSeatNotForSale(quote);
  // throwIfSeatNotForSale refuses every seat that is not for sale, so the price is a paid one here.
  if (quote.pricing.kind !== "paid") throw new Error("A seat not for sale passed the check.");
  const { webinar } = quote;
  return {
    webinar: { id: webinar.id, title: webinar.title, dateTime: webinar.dateTime.toISOString() },
    currency: request.currency,
    price: quote.pricing.price,
    couponCode: request.couponCode?.trim() || null,
  };
}
