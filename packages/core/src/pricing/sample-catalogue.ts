/**
 * A realistic example catalogue: the database seed is generated from it, and tests and the
 * pricing pages can use it before the database is filled. Prices are in sample-prices.ts.
 */
import {
  OPEN_COUPON,
  UNCONDITIONAL_DISCOUNT_RULE,
  type Addon,
  type Catalogue,
  type CatalogueDiscountRule,
  type Coupon,
  type Product,
} from "./catalogue.ts";
import { DEFAULT_NON_SIMULTANEOUS_LICENCE_FEE } from "./licences.ts";
import { withListPrices } from "./packages.ts";
import { buildSampleMobilePriceTable, buildSamplePriceTable, SAMPLE_PRICE_SETS } from "./sample-prices.ts";

export const SAMPLE_PRODUCTS: Product[] = [
  { id: "Lite", name: "Lite", rank: 0, isFree: true, allowsExtraLicences: false },
  { id: "Basic", name: "Basic", rank: 1, isFree: false, allowsExtraLicences: true },
  { id: "Standard", name: "Standard", rank: 2, isFree: false, allowsExtraLicences: true },
  { id: "Pro", name: "Pro", rank: 3, isFree: false, allowsExtraLicences: true },
];

const data = (name: string, requiresAddonId: string | null = null): Addon => ({
  id: name,
  name,
  isDataAddon: true,
  needsDataAddon: false,
  requiresAddonId,
});

/** docs/business-rules.md#data-addons data add-ons, in its order, then the other add-ons. Ids are the names. */
export const SAMPLE_ADDONS: Addon[] = [
  data("Intraday (NSE Cash 5-Min)"),
  data("Intraday (NSE Cash 1-Min)"),
  data("Real-Time (NSE Cash)"),
  data("Intraday (NSE F&O 5-Min)"),
  data("Intraday (NSE F&O 1-Min)"),
  data("Real-Time (NSE F&O)", "Real-Time (NSE Cash)"),
  data("Nifty Special (5-Min)"),
  data("Nifty Special (1-Min)"),
  data("Real-Time (Nifty)"),
  { id: "Intraday Screener", name: "Intraday Screener", isDataAddon: false, needsDataAddon: true, requiresAddonId: null },
  { id: "Extended EOD History", name: "Extended EOD History", isDataAddon: false, needsDataAddon: false, requiresAddonId: null },
];

const DATA_ADDON_IDS = SAMPLE_ADDONS.filter((addon) => addon.isDataAddon).map((addon) => addon.id);

/** Intraday data needs Standard or Pro (the comparison table); Lite and Basic may extend their EOD history. */
export const SAMPLE_PRODUCT_WISE_ADDONS: Record<string, string[]> = {
  Lite: ["Extended EOD History"],
  Basic: ["Extended EOD History"],
  Standard: [...DATA_ADDON_IDS, "Intraday Screener"],
  Pro: [...DATA_ADDON_IDS, "Intraday Screener"],
};

const rule = (fields: Partial<CatalogueDiscountRule> & Pick<CatalogueDiscountRule, "id" | "label" | "type">): CatalogueDiscountRule => ({
  ...UNCONDITIONAL_DISCOUNT_RULE,
  ...fields,
});

export const SAMPLE_DISCOUNT_RULES: CatalogueDiscountRule[] = [
  rule({ id: "annual-free-months", label: "Annual offer", type: "SchemeDiscount", TargetPlan: "Annual", IsForTool: 1, FreeMonth: 2 }),
  rule({
    id: "quarter-to-annual",
    label: "Quarter-to-Annual renewal discount",
    type: "RenewalDiscount",
    CurrentPlan: "Quarter",
    TargetPlan: "Annual",
    IsForActiveUsers: 1,
    DiscountInPercent: 10,
  }),
  rule({
    id: "welcome",
    label: "Welcome offer",
    type: "SchemeDiscount",
    IsForActiveUsers: 2,
    DiscountInPercent: 10,
    CouponCode: "WELCOME10",
  }),
  rule({
    id: "trader",
    label: "Trader offer",
    type: "SchemeDiscount",
    DiscountInPercent: 15,
    CouponCode: "TRADER15",
    IsForDataAddon: true,
  }),
  rule({ id: "webinar", label: "Webinar attendee offer", type: "Webinar", IsForTool: 1, DiscountInPercent: 20, CouponCode: "WEBINAR20" }),
  rule({ id: "mobile", label: "Mobile launch offer", type: "SchemeDiscount", IsForTool: 2, DiscountInPercent: 25, CouponCode: "MOBILE25" }),
];

export const SAMPLE_COUPONS: Coupon[] = [
  { code: "WELCOME10", validFrom: "2025-01-01", validUntil: "2030-12-31", usageLimit: 5000, timesUsed: 0, ...OPEN_COUPON },
  { code: "TRADER15", validFrom: "2025-01-01", validUntil: "2030-12-31", usageLimit: 500, timesUsed: 0, ...OPEN_COUPON },
  { code: "WEBINAR20", validFrom: null, validUntil: null, usageLimit: null, timesUsed: 0, ...OPEN_COUPON },
  { code: "MOBILE25", validFrom: "2025-01-01", validUntil: "2030-12-31", usageLimit: 1000, timesUsed: 0, ...OPEN_COUPON },
];

export function buildSampleCatalogue(): Catalogue {
  const prices = buildSamplePriceTable();
  const mobilePrices = buildSampleMobilePriceTable();
  const defaultPackage = withListPrices(prices, {
    Name: "Pro Intraday",
    BaseProduct: "Pro",
    Addons: ["Intraday (NSE Cash 5-Min)", "Intraday (NSE F&O 5-Min)"],
    Flag: "Default",
  });
  return {
    products: SAMPLE_PRODUCTS,
    addons: SAMPLE_ADDONS,
    priceSets: SAMPLE_PRICE_SETS,
    prices,
    productWiseAddons: SAMPLE_PRODUCT_WISE_ADDONS,
    portfolioPackages: [
      { Number: 5, Price: { INR: 499_00, USD: 6_99 } },
      { Number: 10, Price: { INR: 899_00, USD: 11_99 } },
      { Number: 25, Price: { INR: 1999_00, USD: 24_99 } },
    ],
    mobile: {
      prices: mobilePrices,
      productWiseAddons: { Standard: ["Intraday (NSE Cash 5-Min)"], Pro: ["Intraday (NSE Cash 5-Min)", "Intraday (NSE F&O 5-Min)"] },
      packages: [
        withListPrices(mobilePrices, { Name: "Mobile Standard", BaseProduct: "Standard", Addons: [], Flag: null }),
        withListPrices(mobilePrices, {
          Name: "Mobile Pro Intraday",
          BaseProduct: "Pro",
          Addons: ["Intraday (NSE Cash 5-Min)"],
          Flag: "Most popular",
        }),
      ],
    },
    discountRules: SAMPLE_DISCOUNT_RULES,
    coupons: SAMPLE_COUPONS,
    freeWebinarPriceLimit: { INR: 500_00, USD: 7_00 },
    packages: [
      withListPrices(prices, { Name: "Standard", BaseProduct: "Standard", Addons: [], Flag: null }),
      withListPrices(prices, { Name: "Standard Intraday", BaseProduct: "Standard", Addons: ["Intraday (NSE Cash 5-Min)"], Flag: null }),
      withListPrices(prices, { Name: "Pro", BaseProduct: "Pro", Addons: [], Flag: null }),
      defaultPackage,
    ],
    defaultPackage,
    standalonePriceList: [{ Name: "Standard (EOD)", Price: 7950_00 }],
    nonSimultaneousLicenceFee: DEFAULT_NON_SIMULTANEOUS_LICENCE_FEE,
    // Cash credit is the customer's refundable money; the operator decides whether it may buy subscriptions.
    cashCreditEnabled: false,
    maxLicences: 50,
  };
}

/** The sample catalogue, built once. Treat it as read-only. */
export const sampleCatalogue: Catalogue = buildSampleCatalogue();
