import { describe, expect, it } from "vitest";
import { couponProblems, discountRuleProblems, type CouponInput } from "../../src/pricing/index.ts";

const coupon = (fields: Partial<CouponInput> = {}): CouponInput => ({
  code: "SAVE10",
  label: "Save",
  percent: 10,
  validFrom: null,
  validUntil: null,
  usageLimit: null,
  products: [],
  plans: [],
  oncePerUser: false,
  isForDataAddon: false,
  ...fields,
});
const facts = { productIds: ["Basic", "Pro"], existingCodes: ["WELCOME10"], isNew: true, timesUsed: 0 };

describe("what the back office may write", () => {
  it("a coupon: a code in use (any case), a malformed code, a percent out of range, a window backwards", () => {
    expect(couponProblems(coupon(), facts)).toEqual({});
    expect(couponProblems(coupon({ code: " welcome10 " }), facts)).toEqual({ code: "The code WELCOME10 is already in use." });
    expect(couponProblems(coupon({ code: "a b" }), facts).code).toBe("A coupon code has 3 to 30 letters, digits, - or _.");
    expect(couponProblems(coupon({ percent: 0 }), facts)).toEqual({ percent: "The discount is more than 0 and at most 100 percent." });
    expect(couponProblems(coupon({ validFrom: "2026-02-01", validUntil: "2026-01-31" }), facts)).toEqual({
      validUntil: "The end date can't be before the start date.",
    });
  });

  it("a coupon's limit never goes below the uses already taken; updating keeps its own code", () => {
    const update = { ...facts, isNew: false, existingCodes: [], timesUsed: 4 };
    expect(couponProblems(coupon({ usageLimit: 3 }), update)).toEqual({
      usageLimit: "The coupon has been used 4 times; the limit can't be lower.",
    });
    expect(couponProblems(coupon({ usageLimit: 4 }), update)).toEqual({});
    expect(couponProblems(coupon({ products: ["Gold"] }), facts)).toEqual({ products: "Unknown products: Gold." });
  });

  it("a discount rule gives a percent or free months, within 0–100", () => {
    const rule = { discountInPercent: 10, freeMonth: 0, validFrom: null, validUntil: null };
    expect(discountRuleProblems(rule)).toEqual({});
    expect(discountRuleProblems({ ...rule, discountInPercent: 0, freeMonth: 1 })).toEqual({});
    expect(discountRuleProblems({ ...rule, discountInPercent: 0 })).toEqual({
      discountInPercent: "Give a discount, free months, or both.",
    });
    expect(discountRuleProblems({ ...rule, discountInPercent: 101 })).toEqual({
      discountInPercent: "The discount is between 0 and 100 percent.",
    });
  });
});
