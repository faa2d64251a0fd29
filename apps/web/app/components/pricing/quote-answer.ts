/**
 * The Quote call itself (the contract's `quote`), its answer read with the endpoint's own schema and turned
 * back into integer minor units. A module of its own so the page loads it, and zod with it, only when it
 * first confirms a price, not with the page's own JavaScript.
 */
import { summaryFromUnits, type Currency, type QuoteSelection } from "@investar/core";
import type { EndpointAnswer } from "@investar/contract/endpoint";
import { quote } from "@investar/contract/checkout/quote";
import { callEndpoint } from "../../lib/call-endpoint.ts";
import { pricingErrorFromApi, type ShownSummary } from "./quote-api.ts";
import type { ServerAnswer } from "./use-confirmed-quote.ts";

/** The summary in minor units; null when the answer is in another currency than the one asked for. */
function summaryFromAnswer(answer: EndpointAnswer<typeof quote>, currency: Currency): ShownSummary | null {
  return answer.currency === currency ? summaryFromUnits(answer) : null;
}

/** The summary in minor units; null when the answer is not a Price summary in this currency. */
export function summaryFromApi(body: unknown, currency: Currency): ShownSummary | null {
  const parsed = quote.answer.safeParse(body);
  return parsed.success ? summaryFromAnswer(parsed.data, currency) : null;
}

/** The server's answer for a selection: its figures, its pricing error, a refused request, or nothing usable. */
export async function askQuote(selection: QuoteSelection): Promise<ServerAnswer> {
  const result = await callEndpoint(quote, { body: { ...selection, addons: [...selection.addons] } });
  if (result.ok) {
    const summary = summaryFromAnswer(result.data, selection.currency);
    return summary ? { kind: "outcome", outcome: { ok: true, summary } } : { kind: "unavailable" };
  }
  const { failure } = result;
  const pricingError = pricingErrorFromApi(failure.status, failure);
  if (pricingError) return { kind: "outcome", outcome: { ok: false, error: pricingError } };
  return failure.status === 400 ? { kind: "rejected", message: failure.message } : { kind: "unavailable" };
}
