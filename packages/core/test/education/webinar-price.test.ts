import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { advertisedOffer, isWithinFreeWebinarLimit, priceWebinarFor, type WebinarPricing } from "../../src/education/index.ts";
import { isChargeable, type Currency } from "../../src/money.ts";

const RUNS = { numRuns: Number(process.env.FC_RUNS ?? 2_000) };
const now = new Date("2026-03-10T06:00:00Z");
const limit = { INR: 500_00, USD: 7_00 };

const paid = (INR: number, USD: number, offer: WebinarPricing["offer"] = null): WebinarPricing => ({
  isPaidWebinar: true,
  prices: { INR, USD },
  offer,
});
const price = (webinar: WebinarPricing, currency: Currency, isPayingSubscriber = false, enteredCouponCode: string | null = null) =>
  priceWebinarFor({ webinar, currency, isPayingSubscriber, freeWebinarPriceLimit: limit, enteredCouponCode, now });

describe("webinar price for a caller (business-rules.md#webinar-offer, #free-webinar-limit)", () => {
  it("a free webinar is free for everyone", () => {
    expect(price({ isPaidWebinar: false, prices: { INR: 0, USD: 0 }, offer: null }, "INR")).toEqual({ kind: "free" });
  });

  it("a paid webinar in INR: discount floored, price rounded to the rupee, then 18% GST", () => {
    // 15.9% → 15%; ₹1,999 × 85% = ₹1,699.15 → ₹1,699; GST ₹305.82 → ₹305.
    const answer = price(paid(1_999_00, 24_99, { discount: 15.9, discountEndDate: "2026-03-31", couponCode: null }), "INR");
    expect(answer).toEqual({
      kind: "paid",
      price: { listPrice: 1_999_00, discountPercent: 15, price: 1_699_00, gst: 305_00, total: 2_004_00, offerApplied: true },
    });
  });

  it("in USD the price is rounded to the cent and has no GST", () => {
    const answer = price(paid(1_999_00, 24_99, { discount: 15.9, discountEndDate: null, couponCode: null }), "USD");
    expect(answer).toMatchObject({ kind: "paid", price: { price: 21_24, gst: 0, total: 21_24 } });
  });

  it("the webinar's coupon applies only when entered", () => {
    const webinar = paid(1_000_00, 12_00, { discount: 20, discountEndDate: null, couponCode: "LIVE20" });
    expect(price(webinar, "INR")).toMatchObject({ price: { price: 1_000_00, offerApplied: false } });
    expect(price(webinar, "INR", false, "live20")).toMatchObject({ price: { price: 800_00, offerApplied: true } });
  });

  it("is free for a paying subscriber when both prices are within the limit, and not otherwise", () => {
    expect(price(paid(499_00, 6_00), "USD", true)).toMatchObject({ kind: "subscriber", listPrice: { price: 6_00 } });
    expect(price(paid(499_00, 6_00), "INR", false)).toMatchObject({ kind: "paid" });
    // Within the INR limit but not the USD one: not free, wherever the customer is.
    expect(price(paid(499_00, 7_01), "INR", true)).toMatchObject({ kind: "paid" });
    expect(isWithinFreeWebinarLimit({ INR: 500_00, USD: 7_00 }, limit)).toBe(true);
  });

  it("advertises only an offer that needs no coupon", () => {
    expect(advertisedOffer({ discount: 10, discountEndDate: null, couponCode: "CODE" })).toBeNull();
    expect(advertisedOffer({ discount: 0, discountEndDate: null, couponCode: null })).toBeNull();
    expect(advertisedOffer({ discount: 10, discountEndDate: null, couponCode: " " })).toEqual({
      discount: 10,
      discountEndDate: null,
      couponCode: " ",
    });
  });

  const currencyArb = fc.constantFrom<Currency>("INR", "USD");
  const pricingArb = fc.record({
    inr: fc.integer({ min: 1, max: 200_000 }).map((rupees) => rupees * 100),
    usd: fc.integer({ min: 1, max: 300_000 }),
    discount: fc.option(fc.double({ min: 0, max: 100, noNaN: true }), { nil: null }),
  });

  it("property: a paid price is whole rupees or cents, never above the list price, and total = price + GST", () => {
    fc.assert(
      fc.property(pricingArb, currencyArb, ({ inr, usd, discount }, currency) => {
        const answer = price(paid(inr, usd, discount === null ? null : { discount, discountEndDate: null, couponCode: null }), currency);
        if (answer.kind !== "paid") return false;
        const p = answer.price;
        return (
          isChargeable(p.price, currency) &&
          isChargeable(p.gst, currency) &&
          p.price >= 0 &&
          p.price <= p.listPrice &&
          p.total === p.price + p.gst &&
          (currency === "USD" ? p.gst === 0 : p.gst <= Math.ceil(p.price * 0.18))
        );
      }),
      RUNS,
    );
  });

  it("property: a larger discount never costs more", () => {
    fc.assert(
      fc.property(
        pricingArb,
        currencyArb,
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        ({ inr, usd }, currency, a, b) => {
          const at = (discount: number) => price(paid(inr, usd, { discount, discountEndDate: null, couponCode: null }), currency);
          const [low, high] = [Math.min(a, b), Math.max(a, b)];
          const cheap = at(high);
          const dear = at(low);
          return cheap.kind === "paid" && dear.kind === "paid" && cheap.price.total <= dear.price.total;
        },
      ),
      RUNS,
    );
  });

  it("property: a subscriber gets it free exactly when both list prices are within the limit", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000 }), fc.integer({ min: 1, max: 2_000 }), currencyArb, (rupees, cents, currency) => {
        const webinar = paid(rupees * 100, cents);
        const within = rupees * 100 <= limit.INR && cents <= limit.USD;
        return (price(webinar, currency, true).kind === "subscriber") === within && price(webinar, currency, false).kind === "paid";
      }),
      RUNS,
    );
  });
});
