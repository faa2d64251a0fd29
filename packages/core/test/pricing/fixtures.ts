/**
 * A small catalogue with round prices, so expected amounts can be worked out by hand in the
 * tests. All amounts are minor units: ₹2,700 is 270_000 paise, $39.00 is 3_900 cents.
 */
import {
  OPEN_COUPON,
  UNCONDITIONAL_DISCOUNT_RULE,
  type Catalogue,
  type CatalogueDiscountRule,
  type Coupon,
  type DiscountRule,
  type PriceSummary,
  type PriceTable,
  type PricingError,
  type QuoteResult,
  type QuoteSelection,
  type Subscr,
  type UserSubscriptionDetails,
} from "../../src/pricing/index.ts";
import { emptySubscriptionDetails, selectionWithDefaults } from "../../src/pricing/index.ts";

/** [Month, Quarter, Annual] in whole rupees and in cents, plus optional dated INR/USD sets. */
function item(
  inr: [number, number, number],
  usdCents: [number, number, number],
  dated: Record<string, [number, number, number]> = {},
): PriceTable[string] {
  const plans = ["Month", "Quarter", "Annual"] as const;
  const table: PriceTable[string] = {};
  plans.forEach((plan, index) => {
    const sets: Record<string, number> = { INR: inr[index]! * 100, USD: usdCents[index]! };
    for (const [set, values] of Object.entries(dated)) sets[set] = set.startsWith("INR") ? values[index]! * 100 : values[index]!;
    table[plan] = sets;
  });
  return table;
}

const ALL_TOOL_ADDONS = ["Cash5", "FO5", "RTCash", "RTFO", "Screener", "History"];

export function testCatalogue(overrides: Partial<Catalogue> = {}): Catalogue {
  return {
    products: [
      { id: "Lite", name: "Lite", rank: 0, isFree: true, allowsExtraLicences: false },
      { id: "Basic", name: "Basic", rank: 1, isFree: false, allowsExtraLicences: true },
      { id: "Standard", name: "Standard", rank: 2, isFree: false, allowsExtraLicences: true },
      { id: "Pro", name: "Pro", rank: 3, isFree: false, allowsExtraLicences: true },
    ],
    addons: [
      { id: "Cash5", name: "Intraday (NSE Cash 5-Min)", isDataAddon: true, needsDataAddon: false, requiresAddonId: null },
      { id: "FO5", name: "Intraday (NSE F&O 5-Min)", isDataAddon: true, needsDataAddon: false, requiresAddonId: null },
      { id: "RTCash", name: "Real-Time (NSE Cash)", isDataAddon: true, needsDataAddon: false, requiresAddonId: null },
      { id: "RTFO", name: "Real-Time (NSE F&O)", isDataAddon: true, needsDataAddon: false, requiresAddonId: "RTCash" },
      { id: "Screener", name: "Intraday Screener", isDataAddon: false, needsDataAddon: true, requiresAddonId: null },
      { id: "History", name: "Extended EOD History", isDataAddon: false, needsDataAddon: false, requiresAddonId: null },
    ],
    priceSets: [
      { id: "INR", currency: "INR", effectiveFrom: "2024-04-01" },
      { id: "USD", currency: "USD", effectiveFrom: "2024-04-01" },
      { id: "INR_01_07_17", currency: "INR", effectiveFrom: "2017-07-01" },
      { id: "USD_01_07_17", currency: "USD", effectiveFrom: "2017-07-01" },
    ],
    prices: {
      Lite: item([0, 0, 0], [0, 0, 0]),
      Basic: item([500, 1200, 4800], [800, 2100, 7200]),
      Standard: item([1000, 2700, 9600], [1500, 3900, 14400], { INR_01_07_17: [900, 2400, 8400], USD_01_07_17: [1300, 3600, 12000] }),
      Pro: item([1500, 3900, 14400], [2000, 5400, 19200], { INR_01_07_17: [1300, 3600, 12000] }),
      Cash5: item([500, 1200, 4800], [800, 2100, 7200]),
      FO5: item([600, 1500, 5400], [900, 2400, 8400]),
      RTCash: item([1500, 3900, 14400], [2000, 5400, 19200]),
      RTFO: item([1800, 4500, 16800], [2400, 6300, 22800]),
      Screener: item([300, 900, 3000], [500, 1200, 4800]),
      History: item([200, 450, 1800], [300, 750, 2400]),
    },
    productWiseAddons: { Lite: ["History"], Basic: ["History"], Standard: ALL_TOOL_ADDONS, Pro: ALL_TOOL_ADDONS },
    portfolioPackages: [
      { Number: 5, Price: { INR: 500_00, USD: 7_00 } },
      { Number: 10, Price: { INR: 900_00, USD: 12_00 } },
    ],
    mobile: {
      prices: {
        Standard: item([300, 900, 3000], [500, 1200, 4800]),
        Pro: item([400, 1200, 4000], [600, 1500, 6000]),
        Cash5: item([200, 500, 2000], [300, 750, 3000]),
      },
      productWiseAddons: { Standard: ["Cash5"], Pro: ["Cash5"] },
      packages: [],
    },
    discountRules: [],
    coupons: [],
    freeWebinarPriceLimit: { INR: 500_00, USD: 7_00 },
    packages: [],
    defaultPackage: { Name: "Pro Intraday", BaseProduct: "Pro", Addons: ["Cash5", "FO5"], Flag: "Default", Prices: {} },
    standalonePriceList: [{ Name: "Standard (EOD)", Price: 7950_00 }],
    nonSimultaneousLicenceFee: { INR: 1000_00, USD: 12_00 },
    cashCreditEnabled: true,
    maxLicences: 10,
    ...overrides,
  };
}

/** A discount rule that applies to everything unless the test says otherwise. */
export function discountRule(fields: Partial<DiscountRule> = {}): DiscountRule {
  return {
    id: "rule",
    label: "Test rule",
    ...UNCONDITIONAL_DISCOUNT_RULE,
    ...fields,
  };
}

export function schemeRule(fields: Partial<CatalogueDiscountRule> = {}): CatalogueDiscountRule {
  return { ...discountRule(fields), type: "SchemeDiscount", ...fields };
}

export function coupon(code: string, fields: Partial<Coupon> = {}): Coupon {
  return { code, validFrom: null, validUntil: null, usageLimit: null, timesUsed: 0, ...OPEN_COUPON, ...fields };
}

/** A paying desktop subscriber: Standard, Quarter, one licence, unless overridden. */
export function toolSubscr(fields: Partial<Subscr> = {}): Subscr {
  return {
    BaseProduct: "Standard",
    Addons: [],
    Plan: "Quarter",
    ExpiryDate: "2025-03-10",
    LicenseType: "Simultaneous",
    NoOfLicenses: 1,
    IsSubscribed: true,
    isMobileFree: false,
    ...fields,
  };
}

export function subscriber(fields: Partial<UserSubscriptionDetails> = {}): UserSubscriptionDetails {
  return { ...emptySubscriptionDetails(), ...fields };
}

export function select(fields: Partial<QuoteSelection> = {}): QuoteSelection {
  return selectionWithDefaults({ currency: "INR", product: "Standard", plan: "Quarter", ...fields });
}

/** 10 Jan 2025, 11:30 in India. */
export const NOW = new Date("2025-01-10T06:00:00Z");

export function priced(result: QuoteResult): PriceSummary {
  if (!result.ok) throw new Error(`Expected a price, got ${result.error.code}: ${result.error.message}`);
  return result.summary;
}

export function refused(result: QuoteResult): PricingError {
  if (result.ok) throw new Error(`Expected a pricing error, got a total of ${result.summary.total}`);
  return result.error;
}

/** An expected line of a Price summary; the amounts it does not name are 0. */
export function priceLine(
  Id: string,
  Name: string,
  amounts: Partial<
    Pick<
      PriceSummary["productAndAmounts"][number],
      "AmountForCurrent" | "AmountForRenew" | "LicenseForCurrent" | "LicenseForRenew" | "Total"
    >
  > = {},
): PriceSummary["productAndAmounts"][number] {
  return { Id, Name, AmountForCurrent: 0, AmountForRenew: 0, LicenseForCurrent: 0, LicenseForRenew: 0, Total: 0, ...amounts };
}
