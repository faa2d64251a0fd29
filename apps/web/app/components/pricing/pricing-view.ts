/**
 * What the public price lists (Pricing, PricingMobile) need from the catalogue: current prices
 * in both currencies, per plan, for one channel (desktop software or mobile app). The loader
 * builds it on the server so the page ships a few hundred bytes instead of the whole catalogue.
 * Amounts are integer minor units, as in the catalogue.
 */
import {
  BILLING_PLANS,
  PLAN_MONTHS,
  monthlyEquivalent,
  type BillingPlan,
  type Catalogue,
  type Currency,
  type Package,
  type PortfolioPackage,
  type PriceSetId,
  type PriceTable,
} from "@investar/core";
import { localizeAddon, localizePackage } from "@investar/core/i18n/catalogue-names";
import type { Language } from "@investar/core/i18n/languages";

export type Channel = "desktop" | "mobile";

/** Current price of one licence for one period, by plan and currency. */
export type PlanPrices = Partial<Record<BillingPlan, Record<Currency, number>>>;

export interface ProductView {
  id: string;
  name: string;
  isFree: boolean;
  prices: PlanPrices;
}

export interface AddonView {
  id: string;
  /** In the page's language when staff gave one (core's localizeCatalogueNames), else English with `nameLang`. */
  name: string;
  nameLang?: "en";
  isDataAddon: boolean;
  prices: PlanPrices;
  /** Products it can be bought with, cheapest first. */
  products: string[];
}

export interface PricingView {
  channel: Channel;
  products: ProductView[];
  addons: AddonView[];
  packages: Package[];
  portfolioPackages: PortfolioPackage[];
  nonSimultaneousLicenceFee: Record<Currency, number>;
}

/**
 * One item's prices in the price sets in effect (core's priceSetsInEffect: a dated set takes over on its
 * day, the same rule Quote charges by); plans missing in either currency are left out.
 */
export function currentPrices(table: PriceTable, id: string, inEffect: Record<Currency, PriceSetId>): PlanPrices {
  const prices: PlanPrices = {};
  for (const plan of BILLING_PLANS) {
    const inr = table[id]?.[plan]?.[inEffect.INR];
    const usd = table[id]?.[plan]?.[inEffect.USD];
    if (inr !== undefined && usd !== undefined) prices[plan] = { INR: inr, USD: usd };
  }
  return prices;
}

/** `language`: the page's, for the names staff translated (docs/adr/0062-hindi-content-texts.md). */
export function pricingView(
  catalogue: Catalogue,
  channel: Channel,
  inEffect: Record<Currency, PriceSetId>,
  language: Language = "en",
): PricingView {
  const source = channel === "mobile" ? catalogue.mobile : catalogue;
  const products = [...catalogue.products]
    .sort((a, b) => a.rank - b.rank)
    .filter((product) => source.prices[product.id] !== undefined)
    .map((product) => ({
      id: product.id,
      name: product.name,
      isFree: product.isFree,
      prices: currentPrices(source.prices, product.id, inEffect),
    }));
  const addons = catalogue.addons
    .filter((addon) => source.prices[addon.id] !== undefined)
    .map((addon) => localizeAddon(addon, language))
    .map((addon) => ({
      id: addon.id,
      name: addon.name,
      ...(addon.nameLang ? { nameLang: addon.nameLang } : {}),
      isDataAddon: addon.isDataAddon,
      prices: currentPrices(source.prices, addon.id, inEffect),
      products: products.filter((product) => source.productWiseAddons[product.id]?.includes(addon.id)).map((product) => product.id),
    }))
    .filter((addon) => addon.products.length > 0);
  return {
    channel,
    products,
    addons,
    packages: source.packages.map((pkg) => localizePackage(pkg, language)),
    portfolioPackages: channel === "mobile" ? [] : catalogue.portfolioPackages,
    nonSimultaneousLicenceFee: catalogue.nonSimultaneousLicenceFee,
  };
}

/** A price on one plan with what it means per month and what it saves against paying monthly. */
export interface PlanOffer {
  price: number;
  months: number;
  /** Rounded down to whole rupees / cents, like every "from" price. */
  perMonth: number;
  /** Month price × months − this price; 0 when not cheaper or no monthly price exists. */
  saving: number;
  /** Whole percent, rounded down so we never claim more than the customer saves. */
  savingPercent: number;
}

export function planOffer(prices: PlanPrices, plan: BillingPlan, currency: Currency): PlanOffer | null {
  const price = prices[plan]?.[currency];
  if (price === undefined) return null;
  const months = PLAN_MONTHS[plan];
  const monthly = prices.Month?.[currency];
  const payingMonthly = monthly === undefined ? 0 : monthly * months;
  const saving = payingMonthly > price ? payingMonthly - price : 0;
  const savingPercent = saving > 0 ? Math.floor((saving * 100) / payingMonthly) : 0;
  return { price, months, perMonth: monthlyEquivalent(price, months, currency), saving, savingPercent };
}

/** The largest saving any item of the list gives on this plan, for the period switch's hint. */
export function bestSavingPercent(items: readonly { prices: PlanPrices }[], plan: BillingPlan, currency: Currency): number {
  return items.reduce((best, item) => Math.max(best, planOffer(item.prices, plan, currency)?.savingPercent ?? 0), 0);
}
