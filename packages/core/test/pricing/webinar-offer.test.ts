import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isWebinarFreeForSubscriber, webinarListTotal, webinarOfferPrice } from "../../src/pricing/index.ts";

const now = new Date("2025-01-10T06:00:00Z");

describe("webinar offer (docs/business-rules.md#webinar-offer)", () => {
  it("floors the percent, rounds the price to a rupee, then adds 18% GST truncated", () => {
    // 12.7% → 12%; ₹1,999 × 88% = ₹1,759.12 → ₹1,759; GST ₹316.62 → ₹316.
    const price = webinarOfferPrice({
      amount: 1_999_00,
      currency: "INR",
      offer: { discount: 12.7, discountEndDate: "2025-01-31", couponCode: null },
      enteredCouponCode: null,
      now,
    });
    expect(price).toEqual({ listPrice: 1_999_00, discountPercent: 12, price: 1_759_00, gst: 316_00, total: 2_075_00, offerApplied: true });
  });

  it("rounds half up to the rupee", () => {
    // ₹999 × 50% = ₹499.50 → ₹500; GST ₹90.
    const price = webinarOfferPrice({
      amount: 999_00,
      currency: "INR",
      offer: { discount: 50, discountEndDate: null, couponCode: null },
      enteredCouponCode: null,
      now,
    });
    expect(price).toMatchObject({ price: 500_00, gst: 90_00, total: 590_00 });
  });

  it("rounds USD to the cent and adds no GST", () => {
    // $24.99 × 85% = $21.2415 → $21.24.
    const price = webinarOfferPrice({
      amount: 24_99,
      currency: "USD",
      offer: { discount: 15.9, discountEndDate: null, couponCode: null },
      enteredCouponCode: null,
      now,
    });
    expect(price).toMatchObject({ discountPercent: 15, price: 21_24, gst: 0, total: 21_24 });
  });

  it("charges the list price after the offer ends (the end day still counts)", () => {
    const offer = { discount: 20, discountEndDate: "2025-01-10", couponCode: null };
    expect(webinarOfferPrice({ amount: 1_000_00, currency: "INR", offer, enteredCouponCode: null, now }).price).toBe(800_00);
    const later = new Date("2025-01-10T18:30:00Z"); // 11 Jan in India
    expect(webinarOfferPrice({ amount: 1_000_00, currency: "INR", offer, enteredCouponCode: null, now: later })).toMatchObject({
      price: 1_000_00,
      gst: 180_00,
      offerApplied: false,
    });
  });

  it("needs the offer's coupon code when it has one, in any letter case", () => {
    const offer = { discount: 30, discountEndDate: null, couponCode: "LEARN30" };
    expect(webinarOfferPrice({ amount: 1_000_00, currency: "INR", offer, enteredCouponCode: null, now }).price).toBe(1_000_00);
    expect(webinarOfferPrice({ amount: 1_000_00, currency: "INR", offer, enteredCouponCode: " learn30 ", now }).price).toBe(700_00);
  });

  it("a webinar at or under the free-webinar price limit is free for paying subscribers only", () => {
    const limit = { INR: 500_00, USD: 7_00 };
    expect(isWebinarFreeForSubscriber(500_00, "INR", limit, true)).toBe(true);
    expect(isWebinarFreeForSubscriber(501_00, "INR", limit, true)).toBe(false);
    expect(isWebinarFreeForSubscriber(5_00, "USD", limit, false)).toBe(false);
  });
});

describe("the list price beside a total (ADR 0040)", () => {
  it("includes GST as the total does: 20% off ₹2,999 before GST is ₹2,830 against ₹3,538 with GST", () => {
    const offer = { discount: 20, discountEndDate: null, couponCode: null };
    const price = webinarOfferPrice({ amount: 2_999_00, currency: "INR", offer, enteredCouponCode: null, now });
    expect(price.total).toBe(2_830_00);
    expect(webinarListTotal(price, "INR")).toBe(3_538_00);
    expect(webinarListTotal({ listPrice: 20_00 }, "USD")).toBe(20_00);
  });

  it("is never below the total a discount leaves, and equals it when nothing is taken off", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 100 }), (rupees, discount) => {
        const offer = { discount, discountEndDate: null, couponCode: null };
        const price = webinarOfferPrice({ amount: rupees * 100, currency: "INR", offer, enteredCouponCode: null, now });
        const listTotal = webinarListTotal(price, "INR");
        expect(listTotal).toBeGreaterThanOrEqual(price.total);
        if (discount === 0) expect(listTotal).toBe(price.total);
      }),
    );
  });
});
