import { describe, expect, it } from "vitest";
import { CURRENT_PRICE_SET, priceSetsInEffect, sampleCatalogue, type Catalogue } from "@investar/core";
import { bestSavingPercent, currentPrices, planOffer, pricingView } from "../app/components/pricing/pricing-view.ts";

describe("the price lists' view of the catalogue", () => {
  it("keeps only the current INR and USD prices of an item, in minor units", () => {
    expect(currentPrices(sampleCatalogue.prices, "Standard", CURRENT_PRICE_SET)).toEqual({
      Month: { INR: 999_00, USD: 14_99 },
      Quarter: { INR: 2493_00, USD: 35_97 },
      Annual: { INR: 7950_00, USD: 119_88 },
    });
    expect(currentPrices(sampleCatalogue.prices, "No such thing", CURRENT_PRICE_SET)).toEqual({});
  });

  it("shows a dated price set from its day on, the prices Quote then charges (ADR 0024)", () => {
    const standard = sampleCatalogue.prices.Standard!;
    const catalogue: Catalogue = {
      ...sampleCatalogue,
      priceSets: [
        ...sampleCatalogue.priceSets,
        { id: "INR_01_01_27", currency: "INR", effectiveFrom: "2027-01-01" },
        { id: "USD_01_01_27", currency: "USD", effectiveFrom: "2027-01-01" },
      ],
      prices: {
        ...sampleCatalogue.prices,
        Standard: { ...standard, Quarter: { ...standard.Quarter, INR_01_01_27: 2793_00, USD_01_01_27: 39_97 } },
      },
    };
    const on = (day: string) =>
      pricingView(catalogue, "desktop", priceSetsInEffect(catalogue.priceSets, day)).products.find((p) => p.id === "Standard")?.prices
        .Quarter;
    expect(on("2026-12-31")).toEqual({ INR: 2493_00, USD: 35_97 });
    expect(on("2027-01-01")).toEqual({ INR: 2793_00, USD: 39_97 });
  });

  it("lists the desktop editions cheapest first, each add-on with the editions it works with", () => {
    const view = pricingView(sampleCatalogue, "desktop", CURRENT_PRICE_SET);
    expect(view.products.map((product) => product.id)).toEqual(["Lite", "Basic", "Standard", "Pro"]);
    expect(view.addons.find((addon) => addon.id === "Real-Time (NSE Cash)")?.products).toEqual(["Standard", "Pro"]);
    expect(view.addons.find((addon) => addon.id === "Extended EOD History")?.products).toEqual(["Lite", "Basic"]);
    expect(view.portfolioPackages.map((pkg) => pkg.Number)).toEqual([5, 10, 25]);
    expect(view.nonSimultaneousLicenceFee).toEqual({ INR: 1000_00, USD: 12_00 });
  });

  it("lists the mobile app's own editions, add-ons and packages, without portfolios", () => {
    const view = pricingView(sampleCatalogue, "mobile", CURRENT_PRICE_SET);
    expect(view.products.map((product) => product.id)).toEqual(["Standard", "Pro"]);
    expect(view.products[0]?.prices.Quarter).toEqual({ INR: 799_00, USD: 12_99 });
    expect(view.addons.map((addon) => addon.id)).toEqual(["Intraday (NSE Cash 5-Min)", "Intraday (NSE F&O 5-Min)"]);
    expect(view.addons[1]?.products).toEqual(["Pro"]);
    expect(view.packages.map((pkg) => pkg.Name)).toEqual(["Mobile Standard", "Mobile Pro Intraday"]);
    expect(view.portfolioPackages).toEqual([]);
  });
});

describe("a plan's price, per month and saving (docs/business-rules.md#plan-cards: Standard from ₹831 a month paid quarterly)", () => {
  const standard = { Month: { INR: 999_00, USD: 14_99 }, Quarter: { INR: 2493_00, USD: 35_97 }, Annual: { INR: 7950_00, USD: 119_88 } };

  it("divides the period's price by its months, rounded down to the rupee or cent", () => {
    expect(planOffer(standard, "Quarter", "INR")).toEqual({
      price: 2493_00,
      months: 3,
      perMonth: 831_00,
      saving: 504_00,
      savingPercent: 16,
    });
    // ₹999 × 12 = ₹11,988; ₹11,988 − ₹7,950 = ₹4,038, 33.68% → 33%.
    expect(planOffer(standard, "Annual", "INR")).toEqual({
      price: 7950_00,
      months: 12,
      perMonth: 662_00,
      saving: 4038_00,
      savingPercent: 33,
    });
    // $35.97 ÷ 3 = $11.99; $14.99 × 3 − $35.97 = $9.00, 20.01% → 20%.
    expect(planOffer(standard, "Quarter", "USD")).toEqual({ price: 35_97, months: 3, perMonth: 11_99, saving: 9_00, savingPercent: 20 });
  });

  it("claims no saving on the monthly plan, nor without a monthly price to compare with", () => {
    expect(planOffer(standard, "Month", "INR")).toEqual({ price: 999_00, months: 1, perMonth: 999_00, saving: 0, savingPercent: 0 });
    expect(planOffer({ Annual: { INR: 7950_00, USD: 119_88 } }, "Annual", "INR")?.saving).toBe(0);
    expect(planOffer({ Annual: { INR: 7950_00, USD: 119_88 } }, "Quarter", "INR")).toBeNull();
  });

  it("finds the best saving of a list for the period switch", () => {
    const view = pricingView(sampleCatalogue, "desktop", CURRENT_PRICE_SET);
    // Pro: ₹1,399 × 12 = ₹16,788 against ₹11,950 saves ₹4,838, 28.8%; Standard saves 33%.
    expect(bestSavingPercent(view.products, "Annual", "INR")).toBe(33);
    expect(bestSavingPercent(view.products, "Month", "INR")).toBe(0);
  });
});
