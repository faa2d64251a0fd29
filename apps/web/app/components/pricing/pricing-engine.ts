import { quote, type Catalogue, type QuoteSelection, type UserSubscriptionDetails } from "@investar/core";
import { outcomeOf, type QuoteOutcome } from "./quote-api.ts";

/**
 * The pricing engine, as the browser runs it to price every change at once. CustomizeSubscription loads it
 * after the page is up (ADR 0018): the first figures come from the server, which prices with the same
 * engine, so the page's first paint does not wait for it.
 */
export function priceSelection(
  catalogue: Catalogue,
  details: UserSubscriptionDetails | null,
  selection: QuoteSelection,
  now: Date,
): QuoteOutcome {
  return outcomeOf(quote(catalogue, details, selection, now));
}
