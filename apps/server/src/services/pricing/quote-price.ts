import { quote, selectionWithDefaults, type BillingPlan, type Currency, type ExpiryMode, type LicenseType, type PriceSummary, type QuoteSelection } from "@investar/core";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../errors.ts";
import { getSubscriptionDetails } from "../subscriptions/get-subscription-details.ts";
import { loadCatalogue } from "./load-catalogue.ts";

/** The Quote call's body: only currency, product and plan are required (the engine's defaults fill the rest). */
export interface QuoteRequest {
  currency: Currency;
  product: string;
  plan: BillingPlan;
  addons?: string[];
  licenseType?: LicenseType | null;
  noOfLicenses?: number;
  portfolio?: number;
  couponCode?: string | null;
  useWallet?: boolean;
  expiryMode?: ExpiryMode;
  isMobile?: boolean;
  isRecurring?: boolean;
}

/** Left-out fields take selectionWithDefaults' values; a field present as undefined must not override them. */
export function toSelection(request: QuoteRequest): QuoteSelection {
  const given = Object.fromEntries(Object.entries(request).filter(([, value]) => value !== undefined)) as QuoteRequest;
  return selectionWithDefaults(given);
}

/**
 * POST payment/Quote: the price the engine gives this caller — a fresh purchase for an anonymous
 * visitor, their own upgrade, renewal or extension when logged in — the same computation the
 * browser runs and checkout will charge. A pricing error answers 400 with its SPEC §3 code.
 */
export async function quotePrice(deps: AppDeps, userId: number | null, request: QuoteRequest): Promise<PriceSummary> {
  const [catalogue, subscription] = await Promise.all([loadCatalogue(deps), userId === null ? null : getSubscriptionDetails(deps, userId)]);
  const result = quote(catalogue, subscription, toSelection(request), deps.now());
  if (!result.ok) throw new AppError(result.error.code, result.error.message, undefined, 400);
  return result.summary;
}
