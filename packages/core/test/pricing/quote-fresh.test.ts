import { describe, expect, it } from "vitest";
import { quote } from "../../src/pricing/index.ts";
import { NOW, priced, select, subscriber, testCatalogue, toolSubscr, priceLine } from "./fixtures.ts";

const catalogue = testCatalogue();

describe("fresh purchase", () => {
  it("charges the plan's price, adds GST truncated to the rupee, and runs from today", () => {
    const summary = priced(quote(catalogue, null, select(), NOW));
    expect(summary).toMatchObject({
      kind: "fresh",
      currency: "INR",
      productAndAmounts: [priceLine("Standard", "Standard", { AmountForRenew: 2_700_00, Total: 2_700_00 })],
      portfolio: 0,
      noOfLicense: 1,
      originalPrice: 2_700_00,
      discount: 0,
      discountPerc: 0,
      discountType: null,
      gst: 486_00,
      totalExcludingDeduction: 3_186_00,
      totalDeduction: 0,
      total: 3_186_00,
      freeMonths: 0,
      remainingMonths: 0,
      currentExpiryDate: null,
      newExpiryDate: "2025-04-10",
    });
    expect(summary.explanation).toEqual([
      "New Standard subscription on the Quarter plan (3 months).",
      "Standard, Quarter plan (3 months): ₹2,700.",
      "Price before discount: ₹2,700.",
      "GST 18% on ₹2,700: ₹486 (rounded down to the rupee).",
      "To pay: ₹3,186. Your subscription will run until 10 Apr 2025.",
    ]);
  });

  it("adds each add-on as its own line, in USD without GST", () => {
    const summary = priced(
      quote(catalogue, null, select({ currency: "USD", product: "Pro", plan: "Annual", addons: ["Cash5", "History"] }), NOW),
    );
    expect(summary.productAndAmounts.map((line) => [line.Id, line.Total])).toEqual([
      ["Pro", 192_00],
      ["Cash5", 72_00],
      ["History", 24_00],
    ]);
    expect(summary).toMatchObject({ originalPrice: 288_00, gst: 0, total: 288_00, newExpiryDate: "2026-01-10" });
    expect(summary.explanation).toContain("No GST on payments in US dollars.");
  });

  it("starts after the free trial when bought during it", () => {
    const summary = priced(quote(catalogue, subscriber({ TrialEndDate: "2025-01-15" }), select(), NOW));
    expect(summary.newExpiryDate).toBe("2025-04-15");
    expect(summary.explanation[0]).toBe(
      "New Standard subscription on the Quarter plan (3 months). It starts when your free trial ends on 15 Jan 2025.",
    );
  });

  it("treats a trial user, a free Lite user and a subscription ended past its grace period as fresh, at current prices", () => {
    const deal = { SubscrDetails: { Standard: { PriceSet: "INR_01_07_17", DiscountInPercent: 10 } } };
    const ended = subscriber({ ...deal, ToolSubscr: toolSubscr({ ExpiryDate: "2025-01-04" }) }); // 6 days late, Quarter grace is 5
    const trial = subscriber({ ...deal, ToolSubscr: toolSubscr({ IsSubscribed: false }) });
    const freeLite = subscriber({ ToolSubscr: toolSubscr({ BaseProduct: "Lite", ExpiryDate: "2030-01-01" }) });
    for (const details of [ended, trial, freeLite]) {
      const summary = priced(quote(catalogue, details, select(), NOW));
      expect(summary).toMatchObject({ kind: "fresh", originalPrice: 2_700_00, discount: 0, newExpiryDate: "2025-04-10" });
    }
  });

  it("sells Lite with an add-on at the add-on's price", () => {
    const summary = priced(quote(catalogue, null, select({ product: "Lite", plan: "Month", addons: ["History"] }), NOW));
    expect(summary.productAndAmounts.map((line) => line.Total)).toEqual([0, 200_00]);
    expect(summary).toMatchObject({ originalPrice: 200_00, gst: 36_00, total: 236_00 });
  });

  it("adds a listed portfolio package once, without discount", () => {
    const summary = priced(quote(catalogue, null, select({ portfolio: 10 }), NOW));
    expect(summary).toMatchObject({ portfolio: 900_00, originalPrice: 3_600_00, gst: 648_00, total: 4_248_00 });
    expect(summary.explanation).toContain("Portfolio package for 10 portfolios: ₹900 (one-time, not discounted).");
  });
});

describe("licences on a fresh purchase", () => {
  it("charges each simultaneous licence in full and gives 20% for 3 of them", () => {
    const summary = priced(quote(catalogue, null, select({ noOfLicenses: 3, licenseType: "Simultaneous" }), NOW));
    expect(summary.productAndAmounts).toEqual([
      priceLine("Standard", "Standard", { AmountForRenew: 2_700_00, LicenseForRenew: 5_400_00, Total: 8_100_00 }),
    ]);
    // 20% of ₹8,100 = ₹1,620; GST on ₹6,480 = ₹1,166.40 → ₹1,166.
    expect(summary).toMatchObject({
      noOfLicense: 3,
      originalPrice: 8_100_00,
      discount: 1_620_00,
      discountPerc: 20,
      discountType: "License",
      gst: 1_166_00,
      total: 7_646_00,
    });
    expect(summary.explanation).toContain("Standard for 2 more simultaneous licences: 2 × ₹2,700 = ₹5,400.");
    expect(summary.explanation).toContain("Licence discount for 3 simultaneous licences: 20% off ₹8,100 = −₹1,620.");
  });

  it("leaves data add-ons out of the licence discount", () => {
    const summary = priced(quote(catalogue, null, select({ noOfLicenses: 2, licenseType: "Simultaneous", addons: ["Cash5"] }), NOW));
    // Standard 2 × ₹2,700 + Cash5 2 × ₹1,200 = ₹7,800; 10% of ₹5,400 = ₹540; GST on ₹7,260 = ₹1,306.80 → ₹1,306.
    expect(summary).toMatchObject({ originalPrice: 7_800_00, discount: 540_00, discountPerc: 10, gst: 1_306_00, total: 8_566_00 });
  });

  it("gives 10% for 2 licences in USD, to the cent", () => {
    const summary = priced(
      quote(catalogue, null, select({ currency: "USD", plan: "Month", noOfLicenses: 2, licenseType: "Simultaneous" }), NOW),
    );
    expect(summary).toMatchObject({ originalPrice: 30_00, discount: 3_00, total: 27_00 });
  });

  it("charges ₹1,000 once for each extra non-simultaneous licence, with no licence discount", () => {
    const summary = priced(quote(catalogue, null, select({ noOfLicenses: 3, licenseType: "NonSimultaneous" }), NOW));
    expect(summary.productAndAmounts).toEqual([
      priceLine("Standard", "Standard", { AmountForRenew: 2_700_00, Total: 2_700_00 }),
      priceLine("NonSimultaneousLicences", "Extra non-simultaneous licences", { LicenseForRenew: 2_000_00, Total: 2_000_00 }),
    ]);
    expect(summary).toMatchObject({ originalPrice: 4_700_00, discount: 0, gst: 846_00, total: 5_546_00 });
    expect(summary.explanation).toContain("2 extra non-simultaneous licences: 2 × ₹1,000 one-time fee = ₹2,000.");
  });

  it("charges $12.00 per extra non-simultaneous licence in USD", () => {
    const summary = priced(quote(catalogue, null, select({ currency: "USD", noOfLicenses: 2, licenseType: "NonSimultaneous" }), NOW));
    expect(summary).toMatchObject({ originalPrice: 51_00, total: 51_00 }); // $39.00 + $12.00
  });
});
