import { manualPaymentCurrencyProblem, purchaseCurrency, type Purchase } from "@investar/core";

/**
 * A new manual payment is in rupees: the problem, if any, keyed where the request carries the purchase's
 * currency (webinar.currency for a seat, selItems.currency for a subscription), for throwIfInvalid.
 */
export function manualCurrencyProblems(purchase: Purchase): Record<string, string | null> {
  const field = purchase.kind === "webinar" ? "webinar.currency" : "selItems.currency";
  return { [field]: manualPaymentCurrencyProblem(purchaseCurrency(purchase)) };
}
