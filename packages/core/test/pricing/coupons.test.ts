import { describe, expect, it } from "vitest";
import { quote } from "../../src/pricing/index.ts";
import { coupon, discountRule, NOW, priced, refused, schemeRule, select, subscriber, testCatalogue, toolSubscr } from "./fixtures.ts";

const save10 = schemeRule({ id: "save10", label: "Save 10", DiscountInPercent: 10, CouponCode: "SAVE10" });
const catalogue = testCatalogue({ coupons: [coupon("SAVE10")], discountRules: [save10] });

describe("coupon codes", () => {
  it("unlock their rule, in any letter case and with stray spaces", () => {
    const summary = priced(quote(catalogue, null, select({ couponCode: "  save10 " }), NOW));
    expect(summary).toMatchObject({ discount: 270_00, discountPerc: 10, discountType: "SchemeDiscount", appliedCouponCode: "SAVE10" });
    expect(summary.explanation).toContain("Coupon SAVE10 (Save 10): 10% off ₹2,700 = −₹270.");
  });

  it("without a code, a coupon rule does nothing", () => {
    expect(priced(quote(catalogue, null, select(), NOW))).toMatchObject({ discount: 0, appliedCouponCode: null });
    expect(priced(quote(catalogue, null, select({ couponCode: "   " }), NOW)).discount).toBe(0);
  });

  it("are refused before their start, after their end, and once used up", () => {
    const dated = (fields: Parameters<typeof coupon>[1]) => testCatalogue({ coupons: [coupon("SAVE10", fields)], discountRules: [save10] });
    expect(refused(quote(dated({ validFrom: "2025-02-01" }), null, select({ couponCode: "SAVE10" }), NOW))).toEqual({
      code: "CouponCodeApply",
      message: "Coupon SAVE10 can be used from 1 Feb 2025.",
    });
    expect(refused(quote(dated({ validUntil: "2025-01-09" }), null, select({ couponCode: "SAVE10" }), NOW))).toEqual({
      code: "CouponCodeApply",
      message: "Coupon SAVE10 expired on 9 Jan 2025.",
    });
    expect(refused(quote(dated({ usageLimit: 100, timesUsed: 100 }), null, select({ couponCode: "SAVE10" }), NOW))).toEqual({
      code: "CouponCodeApply",
      message: "Coupon SAVE10 has been used as many times as it allows.",
    });
    expect(
      priced(quote(dated({ validUntil: "2025-01-10", usageLimit: 100, timesUsed: 99 }), null, select({ couponCode: "SAVE10" }), NOW))
        .discount,
    ).toBe(270_00);
  });

  it("are refused, with the reason, when the order doesn't meet the rule's conditions", () => {
    const annualOnly = testCatalogue({ coupons: [coupon("SAVE10")], discountRules: [{ ...save10, TargetPlan: "Annual" }] });
    expect(refused(quote(annualOnly, null, select({ couponCode: "SAVE10" }), NOW))).toEqual({
      code: "CouponCodeApply",
      message: "Coupon SAVE10 is for Annual plans only.",
    });
    const subscribersOnly = testCatalogue({ coupons: [coupon("SAVE10")], discountRules: [{ ...save10, IsForActiveUsers: 1 }] });
    expect(refused(quote(subscribersOnly, null, select({ couponCode: "SAVE10" }), NOW)).message).toBe(
      "Coupon SAVE10 is for customers whose subscription is still running.",
    );
  });

  it("are refused when no offer carries them", () => {
    const orphan = testCatalogue({ coupons: [coupon("SAVE10")] });
    expect(refused(quote(orphan, null, select({ couponCode: "SAVE10" }), NOW))).toEqual({
      code: "CouponCodeApply",
      message: "Coupon SAVE10 isn't linked to an offer at the moment.",
    });
  });

  it("replace a smaller discount rather than add to it, and lose to a bigger one", () => {
    const smaller = priced(quote(catalogue, subscriber({ InstituteDiscountPercent: 5 }), select({ couponCode: "SAVE10" }), NOW));
    expect(smaller).toMatchObject({ discount: 270_00, appliedCouponCode: "SAVE10" });
    const bigger = priced(quote(catalogue, subscriber({ InstituteDiscountPercent: 15 }), select({ couponCode: "SAVE10" }), NOW));
    expect(bigger).toMatchObject({ discount: 405_00, discountType: "InstDiscount", appliedCouponCode: null });
    expect(bigger.explanation).toContain(
      "Discounts don't add up; we apply the one that saves you the most. Smaller ones you also qualify for: Coupon SAVE10 (Save 10) (−₹270).",
    );
  });

  it("win a tie against an automatic discount", () => {
    const summary = priced(quote(catalogue, subscriber({ InstituteDiscountPercent: 10 }), select({ couponCode: "SAVE10" }), NOW));
    expect(summary).toMatchObject({ discountType: "SchemeDiscount", appliedCouponCode: "SAVE10" });
  });

  it("can be the customer's own (a personal scheme discount with a code)", () => {
    const personal = testCatalogue({ coupons: [coupon("RAVI25")] });
    const details = subscriber({ SchemeDiscounts: [discountRule({ label: "Referral", DiscountInPercent: 25, CouponCode: "RAVI25" })] });
    expect(priced(quote(personal, details, select({ couponCode: "ravi25" }), NOW))).toMatchObject({
      discount: 675_00,
      appliedCouponCode: "RAVI25",
    });
    expect(refused(quote(personal, null, select({ couponCode: "RAVI25" }), NOW)).code).toBe("CouponCodeApply");
  });

  it("count as used when they give only free months", () => {
    const months = testCatalogue({
      coupons: [coupon("2FREE")],
      discountRules: [schemeRule({ label: "Two free", FreeMonth: 2, CouponCode: "2FREE" })],
    });
    expect(priced(quote(months, null, select({ couponCode: "2FREE" }), NOW))).toMatchObject({
      discount: 0,
      freeMonths: 2,
      appliedCouponCode: "2FREE",
      newExpiryDate: "2025-06-10",
    });
  });

  it("say so when valid but covering nothing in the order", () => {
    // Adding only a data add-on, keeping the expiry date: the coupon doesn't cover data add-ons.
    const details = subscriber({ ToolSubscr: toolSubscr() });
    const summary = priced(quote(catalogue, details, select({ addons: ["Cash5"], expiryMode: 0, couponCode: "SAVE10" }), NOW));
    expect(summary).toMatchObject({ originalPrice: 800_00, discount: 0, appliedCouponCode: null });
    expect(summary.explanation).toContain("Coupon SAVE10 is valid, but nothing in this order is covered by it, so it saves nothing here.");
  });

  it("a webinar coupon works on paid editions", () => {
    const webinar = testCatalogue({
      coupons: [coupon("LEARN20")],
      discountRules: [{ ...schemeRule({ DiscountInPercent: 20, CouponCode: "LEARN20" }), type: "Webinar" }],
    });
    expect(priced(quote(webinar, null, select({ couponCode: "LEARN20" }), NOW))).toMatchObject({
      discount: 540_00,
      discountType: "Webinar",
    });
  });
});
