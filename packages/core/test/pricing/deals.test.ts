import { describe, expect, it } from "vitest";
import { EXPIRY_MODE, quote } from "../../src/pricing/index.ts";
import { NOW, coupon, priced, schemeRule, select, subscriber, testCatalogue, toolSubscr } from "./fixtures.ts";

const catalogue = testCatalogue();

describe("the deal a purchase leaves the customer holding (SubscrDetails)", () => {
  it("a fresh purchase: every item at the current price set, the applied percent on what it covered", () => {
    const withCoupon = testCatalogue({
      discountRules: [schemeRule({ CouponCode: "TEN", DiscountInPercent: 10 })],
      coupons: [coupon("TEN")],
    });
    const summary = priced(quote(withCoupon, null, select({ addons: ["Cash5", "History"], couponCode: "ten" }), NOW));
    // The scheme rule does not cover data add-ons: Cash5 keeps no percent.
    expect(summary.deals).toEqual({
      Standard: { PriceSet: "INR", DiscountInPercent: 10 },
      Cash5: { PriceSet: "INR", DiscountInPercent: 0 },
      History: { PriceSet: "INR", DiscountInPercent: 10 },
    });
    expect(summary.discountCoversDataAddons).toBe(false);
  });

  it("a renewal keeps the recorded price set the item was priced at, in the quote's currency", () => {
    const details = subscriber({
      ToolSubscr: toolSubscr(),
      SubscrDetails: { Standard: { PriceSet: "INR_01_07_17", DiscountInPercent: 0 } },
    });
    expect(priced(quote(catalogue, details, select(), NOW)).deals).toEqual({
      Standard: { PriceSet: "INR_01_07_17", DiscountInPercent: 0 },
    });
    expect(priced(quote(catalogue, details, select({ currency: "USD" }), NOW)).deals).toEqual({
      Standard: { PriceSet: "USD_01_07_17", DiscountInPercent: 0 },
    });
  });

  it("keeping the expiry date, only what is added gets a deal; held items keep theirs", () => {
    const details = subscriber({
      ToolSubscr: toolSubscr({ Addons: ["Cash5"] }),
      SubscrDetails: { Standard: { PriceSet: "INR_01_07_17", DiscountInPercent: 5 } },
    });
    const summary = priced(
      quote(catalogue, details, select({ product: "Pro", addons: ["Cash5", "FO5"], expiryMode: EXPIRY_MODE.sameExpiryDate }), NOW),
    );
    expect(summary.deals).toEqual({ Pro: { PriceSet: "INR", DiscountInPercent: 0 }, FO5: { PriceSet: "INR", DiscountInPercent: 0 } });
  });

  it("never records the licence fee as an item", () => {
    const summary = priced(quote(catalogue, null, select({ noOfLicenses: 3, licenseType: "NonSimultaneous" }), NOW));
    expect(Object.keys(summary.deals)).toEqual(["Standard"]);
  });
});
