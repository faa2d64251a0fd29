import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleCatalogue } from "@investar/core";
import { schema, seedDemo, SEED_HINDI_NAMES } from "@investar/db";
import { localizeCatalogueNames } from "@investar/core/i18n/catalogue-names";
import { invalidateCatalogue, loadCatalogue } from "../src/features/catalogue/services/load-catalogue.ts";
import { PRICING_NOW } from "./support/pricing.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => PRICING_NOW });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("the seeded catalogue", () => {
  it("agrees with docs/business-rules.md#plan-cards: Standard ₹2,493 a quarter (₹831 a month), Pro ₹3,495 (₹1,165), standalone Standard (EOD) ₹7,950", async () => {
    const res = await get("/api/payment/PricingData");
    expect(res.statusCode).toBe(200);
    const { prices } = res.json();
    expect(prices.Standard.Quarter.INR).toBe(2493);
    expect(Math.floor(prices.Standard.Quarter.INR / 3)).toBe(831);
    expect(prices.Pro.Quarter.INR).toBe(3495);
    expect(Math.floor(prices.Pro.Quarter.INR / 3)).toBe(1165);
    const catalogue = await loadCatalogue(t.app.deps);
    expect(catalogue.standalonePriceList).toEqual([{ Name: "Standard (EOD)", NameHi: SEED_HINDI_NAMES["Standard (EOD)"], Price: 795_000 }]);
    expect(catalogue.defaultPackage).toMatchObject({
      BaseProduct: "Pro",
      Addons: ["Intraday (NSE Cash 5-Min)", "Intraday (NSE F&O 5-Min)"],
    });
  });

  it("reads back from the tables as exactly the catalogue core's engine is tested on, with the seed's Hindi names", async () => {
    // As an English page sees it (the Hindi names dropped), it is the engine's catalogue.
    const loaded = await loadCatalogue(t.app.deps);
    expect(localizeCatalogueNames(loaded, "en")).toEqual(sampleCatalogue);
    expect(loaded.addons.every((addon) => addon.nameHi === SEED_HINDI_NAMES[addon.id])).toBe(true);
  });

  it("is seeded only when empty: a second seed leaves it as it is", async () => {
    const report = await seedDemo(t.db);
    expect(report.inserted.cataloguePrices).toBeUndefined();
    const rows = await t.db.select().from(schema.cataloguePrices);
    expect(rows).toHaveLength(await countSamplePrices());
  });

  it("is cached per app and read again after invalidateCatalogue()", async () => {
    const first = await loadCatalogue(t.app.deps);
    expect(await loadCatalogue(t.app.deps)).toBe(first);
    expect(Object.isFrozen(first.prices)).toBe(true);
    const p = schema.cataloguePrices;
    const basicQuarterInr = and(eq(p.channel, "tool"), eq(p.itemId, "Basic"), eq(p.plan, "Quarter"), eq(p.priceSetId, "INR"));
    await t.db.update(p).set({ amount: 160_000 }).where(basicQuarterInr);
    try {
      // Not yet invalidated: the cached prices are still served.
      expect((await get("/api/payment/PricingData")).json().prices.Basic.Quarter.INR).toBe(1497);
      invalidateCatalogue(t.app.deps);
      expect((await get("/api/payment/PricingData")).json().prices.Basic.Quarter.INR).toBe(1600);
    } finally {
      await t.db.update(p).set({ amount: 149_700 }).where(basicQuarterInr);
      invalidateCatalogue(t.app.deps);
    }
  });
});

/** Prices in the sample catalogue (tool and mobile), counted independently of the seeding code. */
async function countSamplePrices(): Promise<number> {
  const count = (table: Record<string, Partial<Record<string, Partial<Record<string, number>>>>>) =>
    Object.values(table).reduce((sum, plans) => sum + Object.values(plans).reduce((n, sets) => n + Object.keys(sets ?? {}).length, 0), 0);
  return count(sampleCatalogue.prices) + count(sampleCatalogue.mobile.prices);
}

describe("GET /api/payment/PricingData", () => {
  it("answers docs/business-rules.md#pricing-data pricing data in currency units: whole rupees, dollars with cents", async () => {
    const res = await get("/api/payment/PricingData");
    const data = res.json();
    expect(data.prices.Standard).toEqual({
      Month: { INR: 999, USD: 14.99 },
      Quarter: { INR: 2493, USD: 35.97 },
      Annual: { INR: 7950, USD: 119.88 },
    });
    expect(data.prices["Intraday (NSE Cash 5-Min)"].Quarter).toEqual({ INR: 1350, USD: 20.97 });
    expect(data.productList.map((p: { id: string }) => p.id)).toEqual(["Lite", "Basic", "Standard", "Pro"]);
    expect(data.addonList).toHaveLength(11);
    expect(data.addonList.find((a: { id: string }) => a.id === "Real-Time (NSE F&O)")).toEqual({
      id: "Real-Time (NSE F&O)",
      name: "Real-Time (NSE F&O)",
      isDataAddon: true,
      needsDataAddon: false,
      requiresAddonId: "Real-Time (NSE Cash)",
    });
    expect(data.portfolioPackageList).toEqual([
      { Number: 5, Price: { INR: 499, USD: 6.99 } },
      { Number: 10, Price: { INR: 899, USD: 11.99 } },
      { Number: 25, Price: { INR: 1999, USD: 24.99 } },
    ]);
    expect(data.productWiseAddonsList.Basic).toEqual(["Extended EOD History"]);
    expect(data.freeWebinarPriceLimit).toEqual({ INR: 500, USD: 7 });
  });

  it("answers 503 with a message, not 500, while the catalogue is empty", async () => {
    const empty = await createTestApp({ seed: false });
    try {
      const res = await empty.app.inject({ method: "GET", url: "/api/payment/PricingData" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: "Unavailable", message: expect.stringContaining("price list") });
      const quote = await empty.app.inject({
        method: "POST",
        url: "/api/payment/Quote",
        payload: { currency: "INR", product: "Standard", plan: "Quarter" },
      });
      expect(quote.statusCode).toBe(503);
    } finally {
      await empty.close();
    }
  });
});

describe("GET /api/payment/packagelist", () => {
  it("lists the desktop packages with list prices in units, the default package included", async () => {
    const res = await get("/api/payment/packagelist");
    expect(res.statusCode).toBe(200);
    const packages = res.json();
    expect(packages.map((p: { Name: string }) => p.Name)).toEqual(["Standard", "Standard Intraday", "Pro", "Pro Intraday"]);
    // Pro ₹3,495 + Intraday (NSE Cash 5-Min) ₹1,350 + Intraday (NSE F&O 5-Min) ₹1,620 a quarter; $167.88 + $71.88 + $83.88 a year.
    expect(packages[3]).toEqual({
      Name: "Pro Intraday",
      BaseProduct: "Pro",
      Addons: ["Intraday (NSE Cash 5-Min)", "Intraday (NSE F&O 5-Min)"],
      Flag: "Default",
      Prices: { Month: { INR: 2499, USD: 36.97 }, Quarter: { INR: 6465, USD: 94.41 }, Annual: { INR: 22510, USD: 323.64 } },
    });
  });

  it("lists the mobile packages with isMobile=true", async () => {
    const res = await get("/api/payment/packagelist?isMobile=true");
    expect(res.json().map((p: { Name: string; Prices: { Quarter: unknown } }) => [p.Name, p.Prices.Quarter])).toEqual([
      ["Mobile Standard", { INR: 799, USD: 12.99 }],
      ["Mobile Pro Intraday", { INR: 1648, USD: 23.98 }],
    ]);
  });

  it("refuses an isMobile that is not true or false with 400", async () => {
    const res = await get("/api/payment/packagelist?isMobile=maybe");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/isMobile/);
  });
});

describe("GET /api/payment/IsOfferActivated", () => {
  it("says the seeded annual offer is running, without publishing coupon codes", async () => {
    const res = await get("/api/payment/IsOfferActivated");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.isOfferActivated).toBe(true);
    expect(body.offers).toContainEqual({
      label: "Annual offer",
      labelHi: SEED_HINDI_NAMES["Annual offer"],
      DiscountInPercent: 0,
      FreeMonth: 2,
      // Its terms, so a page can say whom and what it is for.
      TargetPlan: "Annual",
      IsForTool: 1,
      IsForActiveUsers: 0,
      IsForDataAddon: false,
      validUntil: null,
      needsCoupon: false,
    });
    expect(JSON.stringify(body)).not.toContain("WELCOME10");
  });

  it("says no offer is running once every scheme rule has ended", async () => {
    const r = schema.catalogueDiscountRules;
    const saved = await t.db.select({ id: r.id, validUntil: r.validUntil }).from(r).where(eq(r.type, "SchemeDiscount"));
    await t.db.update(r).set({ validUntil: "2026-03-09" }).where(eq(r.type, "SchemeDiscount"));
    invalidateCatalogue(t.app.deps);
    try {
      expect((await get("/api/payment/IsOfferActivated")).json()).toEqual({ isOfferActivated: false, offers: [] });
    } finally {
      for (const rule of saved) await t.db.update(r).set({ validUntil: rule.validUntil }).where(eq(r.id, rule.id));
      invalidateCatalogue(t.app.deps);
    }
  });
});

describe("GET /api/Auth/getCouponCodeForMasterTrader", () => {
  it("answers the Master Trader coupon as name/value items", async () => {
    const res = await get("/api/Auth/getCouponCodeForMasterTrader");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { name: "discount", value: "15" },
      { name: "discountEndDate", value: "2030-12-31" },
      { name: "couponCode", value: "TRADER15" },
    ]);
  });

  it("answers an empty list once the coupon is used up", async () => {
    const c = schema.catalogueCoupons;
    await t.db.update(c).set({ timesUsed: 500 }).where(eq(c.code, "TRADER15"));
    // Checkout counts coupon uses and invalidates the catalogue, which also drops cached public answers.
    invalidateCatalogue(t.app.deps);
    try {
      expect((await get("/api/auth/getcouponcodeformastertrader")).json()).toEqual([]);
    } finally {
      await t.db.update(c).set({ timesUsed: 0 }).where(eq(c.code, "TRADER15"));
      invalidateCatalogue(t.app.deps);
    }
  });
});
