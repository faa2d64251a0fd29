import { isWebinarSnapshot, type OrderSnapshot } from "@investar/core";

/** Where the card payment's pieces live; the simulator and the real gateway share the return path. */
export const paymentPaths = {
  /** CCAvenue's redirect_url and cancel_url: it posts `encResp` and `orderNo` here. */
  gatewayReturn: "/api/payment/CCAvenueResponse",
  /** The page that tells the customer how the payment went (owned by the pricing pages). */
  outcomePage: "/Pricing/CustomizeSubscription",
  webinarOutcomePage: "/education/buy-webinar",
  simulatorCheckout: "/api/payment/simulator/checkout",
  simulatorComplete: "/api/payment/simulator/complete",
  simulatorStatus: "/api/payment/simulator/status",
} as const;

/** A subscription's outcome shows on the pricing page; a webinar seat's on the webinar's buy page. */
export function outcomePageFor(order: { orderNumber: string; quote: OrderSnapshot }): string {
  const payment = `payment=${encodeURIComponent(order.orderNumber)}`;
  if (isWebinarSnapshot(order.quote)) return `${paymentPaths.webinarOutcomePage}?webinarId=${order.quote.webinar.id}&${payment}`;
  return `${paymentPaths.outcomePage}?${payment}`;
}
