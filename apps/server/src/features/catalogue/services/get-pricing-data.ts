import {
  BILLING_PLANS,
  byCurrencyInUnits,
  currencies,
  indiaToday,
  minorToUnits,
  priceSetsInEffect,
  type Addon,
  type BillingPlan,
  type Catalogue,
  type Currency,
  type IsoDate,
  type Product,
} from "@investar/core";
import type { AppDeps } from "../../../deps.ts";
import { loadCatalogue } from "./load-catalogue.ts";

/** docs/business-rules.md#pricing-data "Pricing data", amounts in currency units (the price sets in effect only: what a new customer pays). */
export interface PricingData {
  prices: Record<string, Partial<Record<BillingPlan, Partial<Record<Currency, number>>>>>;
  productList: Product[];
  addonList: Addon[];
  portfolioPackageList: Array<{ Number: number; Price: Record<Currency, number> }>;
  productWiseAddonsList: Record<string, string[]>;
  freeWebinarPriceLimit: Record<Currency, number>;
}

export function pricingDataOf(catalogue: Catalogue, today: IsoDate): PricingData {
  const inEffect = priceSetsInEffect(catalogue.priceSets, today);
  const prices: PricingData["prices"] = {};
  for (const [itemId, byPlan] of Object.entries(catalogue.prices)) {
    const plans: PricingData["prices"][string] = {};
    for (const plan of BILLING_PLANS) {
      const bySet = byPlan[plan];
      if (!bySet) continue;
      const amounts: Partial<Record<Currency, number>> = {};
      for (const currency of currencies) {
        const minor = bySet[inEffect[currency]];
        if (minor !== undefined) amounts[currency] = minorToUnits(minor, currency);
      }
      plans[plan] = amounts;
    }
    prices[itemId] = plans;
  }
  return {
    prices,
    productList: catalogue.products,
    addonList: catalogue.addons,
    portfolioPackageList: catalogue.portfolioPackages.map((pkg) => ({ Number: pkg.Number, Price: byCurrencyInUnits(pkg.Price) })),
    productWiseAddonsList: catalogue.productWiseAddons,
    freeWebinarPriceLimit: byCurrencyInUnits(catalogue.freeWebinarPriceLimit),
  };
}

/** GET payment/PricingData. */
export async function getPricingData(deps: AppDeps): Promise<PricingData> {
  return pricingDataOf(await loadCatalogue(deps), indiaToday(deps.now()));
}
