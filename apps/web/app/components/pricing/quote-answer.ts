/**
 * The Quote call's answer read with the server's own response schema (core's priceSummarySchema) and
 * turned back into integer minor units. A module of its own so the page loads it, and zod with it,
 * only when it first confirms a price, not with the page's own JavaScript.
 */
import { summaryFromUnits, type Currency } from "@investar/core";
import { priceSummarySchema } from "@investar/core/pricing/price-summary-schema";
import type { ShownSummary } from "./quote-api.ts";

/** The summary in minor units; null when the answer is not a Price summary in this currency. */
export function summaryFromApi(body: unknown, currency: Currency): ShownSummary | null {
  const parsed = priceSummarySchema.safeParse(body);
  return parsed.success && parsed.data.currency === currency ? summaryFromUnits(parsed.data) : null;
}
