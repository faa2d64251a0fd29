import { describe, expect, it } from "vitest";
import {
  BILLING_PLANS,
  emptySubscriptionDetails,
  monthlyEquivalent,
  PLAN_MONTHS,
  quote,
  sampleCatalogue,
  selectionWithDefaults,
} from "../../src/pricing/index.ts";

const current = (id: string, plan: "Month" | "Quarter" | "Annual", set = "INR") => sampleCatalogue.prices[id]?.[plan]?.[set];
const NOW = new Date("2025-06-01T06:00:00Z");

describe("the sample catalogue agrees with docs/business-rules.md#plan-cards", () => {
  it("Standard is ₹2,493 a quarter (₹831 a month) and Pro ₹3,495 (₹1,165 a month)", () => {
    expect(current("Standard", "Quarter")).toBe(2_493_00);
    expect(current("Pro", "Quarter")).toBe(3_495_00);
    expect(monthlyEquivalent(2_493_00, 3, "INR")).toBe(831_00);
    expect(monthlyEquivalent(3_495_00, 3, "INR")).toBe(1_165_00);
  });

  it("Lite is free and the standalone Standard (EOD) price is ₹7,950, Standard's annual price", () => {
    for (const plan of BILLING_PLANS) expect([current("Lite", plan), current("Lite", plan, "USD")]).toEqual([0, 0]);
    expect(sampleCatalogue.standalonePriceList).toEqual([{ Name: "Standard (EOD)", Price: 7_950_00 }]);
    expect(current("Standard", "Annual")).toBe(7_950_00);
  });

  it("a month costs more per month on the Month plan than on Quarter, and more on Quarter than on Annual", () => {
    for (const [id, byPlan] of Object.entries(sampleCatalogue.prices)) {
      if (id === "Lite") continue;
      for (const set of ["INR", "USD"]) {
        const perMonth = BILLING_PLANS.map((plan) => (byPlan[plan]?.[set] ?? Number.NaN) / PLAN_MONTHS[plan]);
        expect(perMonth[0], `${id} ${set}`).toBeGreaterThan(perMonth[1]!);
        expect(perMonth[1], `${id} ${set}`).toBeGreaterThan(perMonth[2]!);
      }
    }
  });

  it("has every price as whole rupees or cents", () => {
    for (const byPlan of Object.values(sampleCatalogue.prices)) {
      for (const plan of BILLING_PLANS) {
        for (const [set, amount] of Object.entries(byPlan[plan] ?? {})) {
          expect(Number.isSafeInteger(amount)).toBe(true);
          if (set.startsWith("INR")) expect(amount! % 100).toBe(0);
        }
      }
    }
  });

  it("flags the nine data add-ons of docs/business-rules.md#data-addons and no others", () => {
    expect(sampleCatalogue.addons.filter((addon) => addon.isDataAddon).map((addon) => addon.name)).toEqual([
      "Intraday (NSE Cash 5-Min)",
      "Intraday (NSE Cash 1-Min)",
      "Real-Time (NSE Cash)",
      "Intraday (NSE F&O 5-Min)",
      "Intraday (NSE F&O 1-Min)",
      "Real-Time (NSE F&O)",
      "Nifty Special (5-Min)",
      "Nifty Special (1-Min)",
      "Real-Time (Nifty)",
    ]);
  });

  it("keeps the dated price sets of docs/business-rules.md#currencies-and-price-sets in both currencies, at lower prices", () => {
    expect(sampleCatalogue.priceSets.map((set) => set.id).sort()).toEqual([
      "INR",
      "INR_01_04_17",
      "INR_01_07_17",
      "INR_30_09_16",
      "USD",
      "USD_01_04_17",
      "USD_01_07_17",
      "USD_30_09_16",
    ]);
    expect(current("Standard", "Quarter", "INR_01_07_17")).toBe(2_244_00); // 90% of ₹2,493 = ₹2,243.70 → ₹2,244
    expect(current("Pro", "Quarter", "INR_30_09_16")).toBe(2_796_00); // 80% of ₹3,495
    expect(current("Standard", "Quarter", "USD_01_07_17")).toBe(32_37); // 90% of $35.97 = $32.373 → $32.37
  });

  it("default package: Pro with the two 5-minute intraday add-ons, priced from the table", () => {
    expect(sampleCatalogue.defaultPackage).toMatchObject({
      BaseProduct: "Pro",
      Addons: ["Intraday (NSE Cash 5-Min)", "Intraday (NSE F&O 5-Min)"],
      Flag: "Default",
    });
    // ₹3,495 + ₹1,350 + ₹1,620 = ₹6,465.
    expect(sampleCatalogue.defaultPackage.Prices.Quarter).toEqual({ INR: 6_465_00, USD: 94_41 }); // $49.47 + $20.97 + $23.97
  });

  it("is consistent: add-ons, coupons and rules refer to things that exist", () => {
    const addonIds = new Set(sampleCatalogue.addons.map((addon) => addon.id));
    for (const ids of [...Object.values(sampleCatalogue.productWiseAddons), ...Object.values(sampleCatalogue.mobile.productWiseAddons)]) {
      for (const id of ids) expect(addonIds.has(id), id).toBe(true);
    }
    for (const { code: item } of sampleCatalogue.coupons)
      expect(
        sampleCatalogue.discountRules.some((rule) => rule.CouponCode === item),
        item,
      ).toBe(true);
  });

  it("prices the default package fresh, with GST", () => {
    const result = quote(
      sampleCatalogue,
      null,
      selectionWithDefaults({ currency: "INR", product: "Pro", plan: "Quarter", addons: sampleCatalogue.defaultPackage.Addons }),
      NOW,
    );
    // ₹6,465 + GST ₹1,163.70 → ₹1,163 = ₹7,628.
    expect(result.ok && result.summary).toMatchObject({ originalPrice: 6_465_00, gst: 1_163_00, total: 7_628_00 });
  });

  it("gives the ADR's upgrade example: Standard → Pro on a Quarter plan with 2 months left costs ₹668", () => {
    const details = {
      ...emptySubscriptionDetails(),
      ToolSubscr: {
        BaseProduct: "Standard",
        Addons: [],
        Plan: "Quarter" as const,
        ExpiryDate: "2025-08-01",
        LicenseType: "Simultaneous" as const,
        NoOfLicenses: 1,
        IsSubscribed: true,
        isMobileFree: false,
      },
    };
    const result = quote(
      sampleCatalogue,
      details,
      selectionWithDefaults({ currency: "INR", product: "Pro", plan: "Quarter", expiryMode: 0 }),
      NOW,
    );
    // (₹3,495 − ₹2,493) ÷ 3 × 2 = ₹668; GST ₹120.24 → ₹120.
    expect(result.ok && result.summary).toMatchObject({
      kind: "upgrade",
      remainingMonths: 2,
      originalPrice: 668_00,
      gst: 120_00,
      total: 788_00,
    });
  });

  it("sample coupons work: WELCOME10 for new customers, TRADER15 covering data add-ons", () => {
    const welcome = quote(
      sampleCatalogue,
      null,
      selectionWithDefaults({ currency: "INR", product: "Standard", plan: "Quarter", couponCode: "WELCOME10" }),
      NOW,
    );
    expect(welcome.ok && welcome.summary).toMatchObject({ discount: 249_00, appliedCouponCode: "WELCOME10" }); // 10% of ₹2,493 = ₹249.30
    const trader = quote(
      sampleCatalogue,
      null,
      selectionWithDefaults({
        currency: "INR",
        product: "Pro",
        plan: "Quarter",
        addons: ["Intraday (NSE Cash 5-Min)"],
        couponCode: "trader15",
      }),
      NOW,
    );
    expect(trader.ok && trader.summary).toMatchObject({ discount: 727_00 }); // 15% of ₹4,845 = ₹726.75
  });
});
