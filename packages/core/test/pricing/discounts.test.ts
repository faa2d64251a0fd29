import { describe, expect, it } from "vitest";
import { quote } from "../../src/pricing/index.ts";
import { discountRule, NOW, priced, schemeRule, select, subscriber, testCatalogue, toolSubscr } from "./fixtures.ts";

const plain = testCatalogue();
const withSchemes = (...rules: Parameters<typeof schemeRule>[0][]) =>
  testCatalogue({ discountRules: rules.map((fields, index) => schemeRule({ id: `r${index}`, ...fields })) });

describe("one discount: the one that saves the customer the most", () => {
  it("applies the bigger of a scheme and an institute discount, and says which others lost", () => {
    const catalogue = withSchemes({ label: "Spring offer", DiscountInPercent: 10 });
    const summary = priced(quote(catalogue, subscriber({ InstituteDiscountPercent: 15 }), select(), NOW));
    // 15% of ₹2,700 = ₹405; GST on ₹2,295 = ₹413.10 → ₹413.
    expect(summary).toMatchObject({ discount: 405_00, discountPerc: 15, discountType: "InstDiscount", gst: 413_00, total: 2_708_00 });
    expect(summary.explanation).toContain("Institute discount: 15% off ₹2,700 = −₹405.");
    expect(summary.explanation).toContain(
      "Discounts don't add up; we apply the one that saves you the most. Smaller ones you also qualify for: Spring offer (−₹270).",
    );
  });

  it("compares money, not percent: a lower percent over more of the order can win", () => {
    const catalogue = withSchemes(
      { label: "Edition offer", DiscountInPercent: 12 },
      { label: "Data offer", DiscountInPercent: 10, IsForDataAddon: true },
    );
    const summary = priced(quote(catalogue, null, select({ addons: ["Cash5", "FO5"] }), NOW));
    // Edition offer: 12% of ₹2,700 = ₹324. Data offer: 10% of ₹2,700 + ₹1,200 + ₹1,500 = ₹540.
    expect(summary).toMatchObject({ originalPrice: 5_400_00, discount: 540_00, discountPerc: 10, discountType: "SchemeDiscount" });
  });

  it("leaves data add-ons out unless the rule covers them, and says so", () => {
    const summary = priced(quote(withSchemes({ label: "Offer", DiscountInPercent: 10 }), null, select({ addons: ["Cash5"] }), NOW));
    expect(summary.discount).toBe(270_00);
    expect(summary.explanation).toContain(
      "Offer: 10% off ₹2,700 (data add-ons are not discounted: the exchanges charge us for them per user) = −₹270.",
    );
  });

  it("never discounts the non-simultaneous licence fee or the portfolio package", () => {
    const summary = priced(
      quote(withSchemes({ DiscountInPercent: 10 }), null, select({ noOfLicenses: 2, licenseType: "NonSimultaneous", portfolio: 5 }), NOW),
    );
    expect(summary).toMatchObject({ originalPrice: 4_200_00, discount: 270_00 });
  });

  it("rounds the discount half up to the rupee", () => {
    const summary = priced(quote(withSchemes({ DiscountInPercent: 12.5 }), null, select(), NOW));
    expect(summary).toMatchObject({ discount: 338_00, discountPerc: 12.5 }); // ₹337.50 → ₹338
  });

  it("prefers the renewal discount on a tie", () => {
    const details = subscriber({ ToolSubscr: toolSubscr(), RenewalDiscounts: [discountRule({ label: "Loyalty", DiscountInPercent: 10 })] });
    const summary = priced(quote(withSchemes({ DiscountInPercent: 10 }), details, select(), NOW));
    expect(summary).toMatchObject({ discount: 270_00, discountType: "RenewalDiscount" });
  });
});

describe("which discounts apply", () => {
  it("renewal discounts need a new period bought by someone who subscribed before", () => {
    const loyalty = [discountRule({ DiscountInPercent: 10 })];
    expect(priced(quote(plain, subscriber({ RenewalDiscounts: loyalty }), select(), NOW)).discount).toBe(0);
    expect(priced(quote(plain, subscriber({ RenewalDiscounts: loyalty, LastSubscriptionPlan: "Quarter" }), select(), NOW)).discount).toBe(
      270_00,
    );
    const current = subscriber({ ToolSubscr: toolSubscr(), RenewalDiscounts: loyalty });
    expect(priced(quote(plain, current, select({ product: "Pro", expiryMode: 0 }), NOW)).discount).toBe(0);
    expect(priced(quote(plain, current, select({ product: "Pro", expiryMode: 1 }), NOW)).discount).toBe(470_00); // 10% of (₹800 now + ₹3,900 next quarter)
  });

  it("the subscriber's recorded percent is a renewal discount on the same product", () => {
    const deal = { Standard: { PriceSet: "INR", DiscountInPercent: 10 } };
    const details = subscriber({ ToolSubscr: toolSubscr(), SubscrDetails: deal });
    const summary = priced(quote(plain, details, select({ addons: ["Cash5"] }), NOW));
    // Renewal ₹2,700 + Cash5 ₹800 now + ₹1,200 next period; 10% of ₹2,700 (no data add-ons) = ₹270.
    expect(summary).toMatchObject({ discount: 270_00, discountType: "RenewalDiscount" });
    expect(summary.explanation).toContain(
      "Your renewal discount on Standard: 10% off ₹2,700 (data add-ons are not discounted: the exchanges charge us for them per user) = −₹270.",
    );
    const coversData = subscriber({ ToolSubscr: toolSubscr(), SubscrDetails: deal, LastSubscriptionDiscountForDataAddon: true });
    expect(priced(quote(plain, coversData, select({ addons: ["Cash5"] }), NOW)).discount).toBe(470_00); // 10% of ₹4,700
    expect(priced(quote(plain, details, select({ product: "Pro" }), NOW)).discountType).toBeNull(); // another product
  });

  it("TargetPlan and CurrentPlan match the billing periods bought and held (or last held)", () => {
    const catalogue = withSchemes({ CurrentPlan: "Quarter", TargetPlan: "Annual", DiscountInPercent: 10 });
    const quarterly = subscriber({ ToolSubscr: toolSubscr() });
    expect(priced(quote(catalogue, quarterly, select({ plan: "Annual" }), NOW)).discount).toBe(960_00);
    expect(priced(quote(catalogue, quarterly, select({ plan: "Quarter" }), NOW)).discount).toBe(0);
    expect(
      priced(quote(catalogue, subscriber({ ToolSubscr: toolSubscr({ Plan: "Month" }) }), select({ plan: "Annual" }), NOW)).discount,
    ).toBe(0);
    expect(priced(quote(catalogue, subscriber({ LastSubscriptionPlan: "Quarter" }), select({ plan: "Annual" }), NOW)).discount).toBe(
      960_00,
    );
    expect(priced(quote(catalogue, null, select({ plan: "Annual" }), NOW)).discount).toBe(0);
  });

  it("IsForActiveUsers: 0 everyone, 1 subscribers in service, 2 everyone else", () => {
    const active = subscriber({ ToolSubscr: toolSubscr() });
    const discountFor = (scope: 0 | 1 | 2, details: typeof active | null) =>
      priced(quote(withSchemes({ IsForActiveUsers: scope, DiscountInPercent: 10 }), details, select(), NOW)).discount;
    expect([discountFor(0, active), discountFor(1, active), discountFor(2, active)]).toEqual([270_00, 270_00, 0]);
    expect([discountFor(0, null), discountFor(1, null), discountFor(2, null)]).toEqual([270_00, 0, 270_00]);
  });

  it("IsForTool: 0 both, 1 desktop only, 2 mobile only", () => {
    const discountFor = (scope: 0 | 1 | 2, isMobile: boolean) =>
      priced(quote(withSchemes({ IsForTool: scope, DiscountInPercent: 10 }), null, select({ isMobile }), NOW)).discount;
    expect([discountFor(0, false), discountFor(1, false), discountFor(2, false)]).toEqual([270_00, 270_00, 0]);
    expect([discountFor(0, true), discountFor(1, true), discountFor(2, true)]).toEqual([90_00, 0, 90_00]);
  });

  it("applies only between its validity dates", () => {
    const discountFrom = (validFrom: string | null, validUntil: string | null) =>
      priced(quote(withSchemes({ DiscountInPercent: 10, validFrom, validUntil }), null, select(), NOW)).discount;
    expect(discountFrom("2025-01-10", "2025-01-10")).toBe(270_00);
    expect(discountFrom("2025-01-11", null)).toBe(0);
    expect(discountFrom(null, "2025-01-09")).toBe(0);
  });

  it("webinar discounts don't apply to Lite", () => {
    const details = subscriber({ WebinarDiscounts: [discountRule({ DiscountInPercent: 20 })] });
    expect(priced(quote(plain, details, select({ product: "Lite", addons: ["History"] }), NOW)).discount).toBe(0);
    expect(priced(quote(plain, details, select(), NOW))).toMatchObject({ discount: 540_00, discountType: "Webinar" });
  });
});

describe("free months", () => {
  it("extend the new expiry date", () => {
    const summary = priced(
      quote(withSchemes({ label: "Annual offer", TargetPlan: "Annual", FreeMonth: 2 }), null, select({ plan: "Annual" }), NOW),
    );
    expect(summary).toMatchObject({ freeMonths: 2, discount: 0, originalPrice: 9_600_00, newExpiryDate: "2026-03-10" });
    expect(summary.explanation).toContain("Annual offer: 2 months free, added to your new expiry date.");
  });

  it("don't add up: the biggest offer counts", () => {
    const summary = priced(quote(withSchemes({ FreeMonth: 1 }, { FreeMonth: 3 }), null, select(), NOW));
    expect(summary).toMatchObject({ freeMonths: 3, newExpiryDate: "2025-07-10" });
  });

  it("come on top of the best percent discount", () => {
    const summary = priced(quote(withSchemes({ FreeMonth: 1 }, { DiscountInPercent: 10 }), null, select(), NOW));
    expect(summary).toMatchObject({ freeMonths: 1, discount: 270_00 });
  });

  it("need a new period: none when keeping the expiry date", () => {
    const summary = priced(
      quote(
        withSchemes({ label: "Offer", FreeMonth: 2 }),
        subscriber({ ToolSubscr: toolSubscr() }),
        select({ product: "Pro", expiryMode: 0 }),
        NOW,
      ),
    );
    expect(summary).toMatchObject({ freeMonths: 0, newExpiryDate: "2025-03-10" });
    expect(summary.explanation).toContain(
      "Offer gives free months only with a new period, so it doesn't apply when you keep your expiry date.",
    );
  });
});
