/** The loader of the public price lists (Pricing, PricingMobile): the channel's prices, the visitor's currency and the plan to show. */
import { indiaToday, priceSetsInEffect, type BillingPlan, type Currency } from "@investar/core";
import type { Language } from "@investar/core/i18n/languages";
import type { WebLoadContext } from "@investar/contract/pages/load-context";
import { pricingView, type Channel, type PricingView } from "./pricing-view.ts";
import { currencyFromQuery, DEFAULT_PLAN, planFromQuery } from "./selection-query.ts";

export interface PriceListData {
  view: PricingView;
  currency: Currency;
  plan: BillingPlan;
  /** True when the URL chose the currency (then it stays in the URL). */
  currencyFromUrl: boolean;
}

/** `?currency=` wins; otherwise the visitor's location decides (docs/architecture.md#location: 'in' → INR, else USD). */
export async function loadPriceList(
  url: URL,
  { services, clientIp }: WebLoadContext,
  channel: Channel,
  language: Language = "en",
): Promise<PriceListData> {
  const chosen = currencyFromQuery(url.searchParams);
  const [catalogue, location] = await Promise.all([services.getPricingCatalogue(), chosen ? null : services.getUserLocation(clientIp)]);
  return {
    view: pricingView(catalogue, channel, priceSetsInEffect(catalogue.priceSets, indiaToday(new Date())), language),
    currency: chosen ?? location?.currency ?? "INR",
    plan: planFromQuery(url.searchParams) ?? DEFAULT_PLAN,
    currencyFromUrl: chosen !== null,
  };
}
