import { isWebinarSnapshot, type OrderSnapshot } from "@investar/core";
import { isLanguage, localizedHref, type Language } from "@investar/core/i18n/languages";

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

/**
 * A subscription's outcome shows on the pricing page; a webinar seat's on the webinar's buy page, each at its address in the
 * language the payment started in (/hi/… for Hindi: docs/adr/0059-hindi-with-lingui.md#choosing-a-language).
 */
export function outcomePageFor(order: { orderNumber: string; quote: OrderSnapshot }, language: Language = "en"): string {
  const payment = `payment=${encodeURIComponent(order.orderNumber)}`;
  const page = isWebinarSnapshot(order.quote)
    ? `${paymentPaths.webinarOutcomePage}?webinarId=${order.quote.webinar.id}&${payment}`
    : `${paymentPaths.outcomePage}?${payment}`;
  return localizedHref(page, language);
}

/**
 * The language the gateway echoes back (merchant_param2, set by the checkout form from the page the payment started on).
 * It only chooses the outcome page's language, so an answer without it, or with anything else, is English.
 */
export function returnLanguage(fields: Record<string, string | undefined>): Language {
  return isLanguage(fields.merchant_param2) ? fields.merchant_param2 : "en";
}
