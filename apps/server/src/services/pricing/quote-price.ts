import { quote, type PriceSummary, type QuoteSelection } from "@investar/core";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../errors.ts";
import { getSubscriptionDetails } from "../subscriptions/get-subscription-details.ts";
import { loadCatalogue } from "./load-catalogue.ts";

/**
 * POST payment/Quote: the price the engine gives this caller — a fresh purchase for an anonymous
 * visitor, their own upgrade, renewal or extension when logged in — the same computation the
 * browser runs and checkout will charge. A pricing error answers 400 with its SPEC §3 code.
 */
export async function quotePrice(deps: AppDeps, userId: number | null, selection: QuoteSelection): Promise<PriceSummary> {
  const [catalogue, subscription] = await Promise.all([loadCatalogue(deps), userId === null ? null : getSubscriptionDetails(deps, userId)]);
  const result = quote(catalogue, subscription, selection, deps.now());
  if (!result.ok) throw new AppError(result.error.code, result.error.message, { status: 400 });
  return result.summary;
}
