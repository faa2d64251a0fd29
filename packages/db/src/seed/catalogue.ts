/**
 * Seeds the pricing catalogue from core's sample catalogue (ADR 0003): its prices agree with docs/business-rules.md#plan-cards
 * (Standard ₹2,493 a quarter = ₹831 a month, Pro ₹3,495 = ₹1,165, standalone Standard (EOD)
 * ₹7,950), and the server reading these rows back gets the same `Catalogue` the engine is tested on.
 */
import { sampleCatalogue, type BillingPlan, type Catalogue, type Currency, type Package, type PriceTable } from "@investar/core";
import type { Executor } from "../client.ts";
import {
  catalogueAddons,
  catalogueCoupons,
  catalogueCurrencySettings,
  catalogueDiscountRules,
  catalogueSettings,
  cataloguePackages,
  cataloguePortfolioPackages,
  cataloguePrices,
  cataloguePriceSets,
  catalogueProductAddons,
  catalogueProducts,
  catalogueStandalonePrices,
  type CatalogueChannel,
} from "../schema/index.ts";

/** The Master Trader programme's coupon: its rule (15% off, data add-ons included) suits active traders. */
export const MASTER_TRADER_COUPON = "TRADER15";

const CURRENCIES: readonly Currency[] = ["INR", "USD"];

/** General wallet credit for a referrer when their invitee first pays: ₹500, or $6 (about the same). */
export const REFERRAL_CREDIT: Record<Currency, number> = { INR: 500_00, USD: 6_00 };

/**
 * The sample catalogue's names, packages' badges and offers' labels in Hindi (docs/adr/0062-hindi-content-texts.md), so
 * /hi pages show them from the first start; staff edit them on /admin/catalogue. Edition names are brand names and stay English; so do the packages named
 * only by one ("Standard", "Pro"), shown on a Hindi page marked lang="en".
 */
export const SEED_HINDI_NAMES: Readonly<Record<string, string>> = {
  "Intraday (NSE Cash 5-Min)": "इंट्राडे (NSE कैश, 5 मिनट)",
  "Intraday (NSE Cash 1-Min)": "इंट्राडे (NSE कैश, 1 मिनट)",
  "Real-Time (NSE Cash)": "रियल-टाइम (NSE कैश)",
  "Intraday (NSE F&O 5-Min)": "इंट्राडे (NSE F&O, 5 मिनट)",
  "Intraday (NSE F&O 1-Min)": "इंट्राडे (NSE F&O, 1 मिनट)",
  "Real-Time (NSE F&O)": "रियल-टाइम (NSE F&O)",
  "Nifty Special (5-Min)": "निफ़्टी स्पेशल (5 मिनट)",
  "Nifty Special (1-Min)": "निफ़्टी स्पेशल (1 मिनट)",
  "Real-Time (Nifty)": "रियल-टाइम (निफ़्टी)",
  "Intraday Screener": "इंट्राडे स्क्रीनर",
  "Extended EOD History": "लंबी EOD हिस्ट्री",
  "Standard Intraday": "Standard इंट्राडे के साथ",
  "Pro Intraday": "Pro इंट्राडे के साथ",
  "Mobile Standard": "मोबाइल Standard",
  "Mobile Pro Intraday": "मोबाइल Pro इंट्राडे के साथ",
  "Standard (EOD)": "Standard (सिर्फ़ EOD डेटा)",
  Default: "सबसे ज़्यादा चुना गया",
  "Most popular": "सबसे लोकप्रिय",
  "Annual offer": "सालाना प्लान ऑफ़र",
  "Quarter-to-Annual renewal discount": "तिमाही से सालाना रिन्यूअल छूट",
  "Welcome offer": "वेलकम ऑफ़र",
  "Trader offer": "ट्रेडर ऑफ़र",
  "Webinar attendee offer": "वेबिनार में शामिल लोगों का ऑफ़र",
  "Mobile launch offer": "मोबाइल ऐप लॉन्च ऑफ़र",
};

/** A seeded name's Hindi twin; null where it has none (the catalogue given is not the sample's, or a brand name). */
const hindiOf = (name: string): string | null => SEED_HINDI_NAMES[name] ?? null;

function priceRows(channel: CatalogueChannel, table: PriceTable) {
  return Object.entries(table).flatMap(([itemId, byPlan]) =>
    Object.entries(byPlan).flatMap(([plan, bySet]) =>
      Object.entries(bySet ?? {}).flatMap(([priceSetId, amount]) =>
        amount === undefined ? [] : [{ channel, itemId, plan: plan as BillingPlan, priceSetId, amount }],
      ),
    ),
  );
}

function productAddonRows(channel: CatalogueChannel, lists: Record<string, string[]>) {
  return Object.entries(lists).flatMap(([productId, addonIds]) =>
    addonIds.map((addonId, i) => ({ channel, productId, addonId, sortOrder: i + 1 })),
  );
}

function packageRows(channel: CatalogueChannel, packages: Package[], defaultPackage: Package | null) {
  return packages.map((pkg, i) => ({
    channel,
    name: pkg.Name,
    nameHi: pkg.NameHi ?? hindiOf(pkg.Name),
    baseProduct: pkg.BaseProduct,
    addons: pkg.Addons,
    flag: pkg.Flag,
    flagHi: pkg.FlagHi ?? (pkg.Flag === null ? null : hindiOf(pkg.Flag)),
    isDefault: pkg === defaultPackage,
    sortOrder: i + 1,
  }));
}

/** Inserts a whole catalogue into empty catalogue tables. */
export async function seedCatalogue(tx: Executor, catalogue: Catalogue = sampleCatalogue): Promise<number> {
  await tx.insert(catalogueProducts).values(catalogue.products.map((p, i) => ({ ...p, sortOrder: i + 1 })));
  await tx
    .insert(catalogueAddons)
    .values(catalogue.addons.map((a, i) => ({ ...a, nameHi: a.nameHi ?? hindiOf(a.name), sortOrder: i + 1 })));
  await tx.insert(cataloguePriceSets).values(catalogue.priceSets.map((s, i) => ({ ...s, sortOrder: i + 1 })));
  const prices = [...priceRows("tool", catalogue.prices), ...priceRows("mobile", catalogue.mobile.prices)];
  await tx.insert(cataloguePrices).values(prices);
  await tx
    .insert(catalogueProductAddons)
    .values([...productAddonRows("tool", catalogue.productWiseAddons), ...productAddonRows("mobile", catalogue.mobile.productWiseAddons)]);
  await tx
    .insert(cataloguePortfolioPackages)
    .values(
      catalogue.portfolioPackages.flatMap((pkg) =>
        CURRENCIES.map((currency) => ({ number: pkg.Number, currency, price: pkg.Price[currency] })),
      ),
    );
  await tx
    .insert(cataloguePackages)
    .values([
      ...packageRows("tool", catalogue.packages, catalogue.defaultPackage),
      ...packageRows("mobile", catalogue.mobile.packages, null),
    ]);
  await tx.insert(catalogueStandalonePrices).values(
    catalogue.standalonePriceList.map((item, i) => ({
      name: item.Name,
      nameHi: item.NameHi ?? hindiOf(item.Name),
      price: item.Price,
      sortOrder: i + 1,
    })),
  );
  await tx.insert(catalogueDiscountRules).values(
    catalogue.discountRules.map((rule, i) => ({
      id: rule.id,
      type: rule.type,
      label: rule.label,
      labelHi: rule.labelHi ?? hindiOf(rule.label),
      currentPlan: rule.CurrentPlan,
      targetPlan: rule.TargetPlan,
      isForActiveUsers: rule.IsForActiveUsers,
      isForTool: rule.IsForTool,
      freeMonth: rule.FreeMonth,
      discountInPercent: rule.DiscountInPercent,
      couponCode: rule.CouponCode,
      isForDataAddon: rule.IsForDataAddon,
      validFrom: rule.validFrom,
      validUntil: rule.validUntil,
      sortOrder: i + 1,
    })),
  );
  await tx
    .insert(catalogueCoupons)
    .values(catalogue.coupons.map((coupon, i) => ({ ...coupon, isMasterTrader: coupon.code === MASTER_TRADER_COUPON, sortOrder: i + 1 })));
  await tx.insert(catalogueCurrencySettings).values(
    CURRENCIES.map((currency) => ({
      currency,
      freeWebinarPriceLimit: catalogue.freeWebinarPriceLimit[currency],
      nonSimultaneousLicenceFee: catalogue.nonSimultaneousLicenceFee[currency],
      referralCredit: REFERRAL_CREDIT[currency],
    })),
  );
  await tx.insert(catalogueSettings).values({ id: 1, cashCreditEnabled: catalogue.cashCreditEnabled, maxLicences: catalogue.maxLicences });
  return prices.length;
}
