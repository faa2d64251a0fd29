import { describe, expect, it } from "vitest";
import { describeOffer, firstOfferExample, offerExample, quote, sampleCatalogue, selectionWithDefaults } from "../../src/pricing/index.ts";

const NOW = new Date("2026-03-10T06:00:00Z");
const terms = {
  DiscountInPercent: 0,
  FreeMonth: 0,
  TargetPlan: null,
  IsForTool: 0,
  IsForActiveUsers: 0,
  IsForDataAddon: false,
} as const;

describe("describeOffer", () => {
  it("puts an offer's terms in words a customer reads", () => {
    expect(describeOffer({ ...terms, FreeMonth: 2, TargetPlan: "Annual", IsForTool: 1 })).toBe(
      "2 months free when you buy an annual plan of the desktop software",
    );
    expect(describeOffer({ ...terms, DiscountInPercent: 10, IsForActiveUsers: 2 })).toBe("10% off, for new customers");
    expect(describeOffer({ ...terms, DiscountInPercent: 15, IsForDataAddon: true })).toBe("15% off (data add-ons included)");
    expect(describeOffer({ ...terms, DiscountInPercent: 25, FreeMonth: 1, IsForTool: 2, IsForActiveUsers: 1 })).toBe(
      "25% off and 1 month free on the mobile app, for customers whose subscription is running",
    );
  });
});

describe("offerExample", () => {
  it("gives the coupon's price for an edition, the same figures quote() charges", () => {
    const example = offerExample(sampleCatalogue, { product: "Pro", plan: "Annual", currency: "INR", couponCode: "TRADER15" }, NOW);
    const charged = quote(
      sampleCatalogue,
      null,
      selectionWithDefaults({ product: "Pro", plan: "Annual", currency: "INR", couponCode: "TRADER15" }),
      NOW,
    );
    if (!charged.ok) throw new Error("the sample catalogue sells Pro annually");
    expect(example).toEqual({
      product: "Pro",
      plan: "Annual",
      currency: "INR",
      couponCode: "TRADER15",
      listPrice: 11_950_00,
      offerPrice: charged.summary.originalPrice - charged.summary.discount,
      saving: charged.summary.discount,
      // The annual offer's free months come with any new annual period.
      freeMonths: 2,
    });
    expect(example!.saving).toBeGreaterThan(0);
    expect(example!.offerPrice).toBeLessThan(11_950_00);
  });

  it("shows free months without a coupon, and nothing where the offer does not change the price", () => {
    expect(offerExample(sampleCatalogue, { product: "Standard", plan: "Annual", currency: "USD", couponCode: null }, NOW)).toMatchObject({
      listPrice: 119_88,
      offerPrice: 119_88,
      saving: 0,
      freeMonths: 2,
    });
    expect(offerExample(sampleCatalogue, { product: "Standard", plan: "Quarter", currency: "INR", couponCode: null }, NOW)).toBeNull();
    expect(offerExample(sampleCatalogue, { product: "Pro", plan: "Quarter", currency: "INR", couponCode: "NO-SUCH-CODE" }, NOW)).toBeNull();
  });

  it("picks the first edition the offer applies to", () => {
    // MOBILE25 is for the mobile app only: no desktop edition gets it.
    expect(
      firstOfferExample(sampleCatalogue, ["Pro", "Standard"], { plan: "Quarter", currency: "INR", couponCode: "MOBILE25" }, NOW),
    ).toBeNull();
    expect(
      firstOfferExample(sampleCatalogue, ["Lite", "Standard"], { plan: "Quarter", currency: "INR", couponCode: "WELCOME10" }, NOW),
    ).toMatchObject({ product: "Standard", listPrice: 2_493_00, saving: 249_00, offerPrice: 2_244_00 });
  });
});
