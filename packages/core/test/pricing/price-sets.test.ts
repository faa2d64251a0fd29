import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  datedPriceSetId,
  newPriceSetProblems,
  priceSetInEffect,
  quote,
  type PriceSet,
  type PriceTable,
} from "../../src/pricing/index.ts";
import { coupon, NOW, priced, refused, schemeRule, select, subscriber, testCatalogue, toolSubscr } from "./fixtures.ts";

const RUNS = { numRuns: Number(process.env.FC_RUNS ?? 2_000) };
const base = testCatalogue();

/** The test catalogue with a set INR_01_02_25 from 1 Feb 2025 that raises Standard to ₹3,000 a quarter. */
function withFebruarySet() {
  const prices: PriceTable = structuredClone(base.prices);
  for (const [id, byPlan] of Object.entries(prices)) {
    for (const bySet of Object.values(byPlan))
      if (bySet?.INR !== undefined) bySet.INR_01_02_25 = id === "Standard" ? bySet.INR + 300_00 : bySet.INR;
  }
  return testCatalogue({ priceSets: [...base.priceSets, { id: "INR_01_02_25", currency: "INR", effectiveFrom: "2025-02-01" }], prices });
}
const inFebruary = new Date("2025-02-01T00:30:00Z");

describe("which price set applies today", () => {
  it("is the latest set of the currency that has started", () => {
    const catalogue = withFebruarySet();
    expect(priceSetInEffect(catalogue.priceSets, "INR", "2025-01-31")).toBe("INR");
    expect(priceSetInEffect(catalogue.priceSets, "INR", "2025-02-01")).toBe("INR_01_02_25");
    expect(priceSetInEffect(catalogue.priceSets, "USD", "2025-02-01")).toBe("USD");
    expect(priceSetInEffect(catalogue.priceSets, "INR", "2016-01-01")).toBe("INR");
  });

  it("names a new set the way recorded sets are named", () => {
    expect(datedPriceSetId("INR", "2027-01-05")).toBe("INR_05_01_27");
    expect(datedPriceSetId("USD", "2025-02-01")).toBe("USD_01_02_25");
  });

  it("refuses a set starting in the past or on the day another set of its currency starts", () => {
    const sets = withFebruarySet().priceSets;
    expect(newPriceSetProblems(sets, { currency: "INR", effectiveFrom: "2025-01-09" }, "2025-01-10")).toEqual({
      effectiveFrom: "A new price set must start today or later.",
    });
    expect(newPriceSetProblems(sets, { currency: "INR", effectiveFrom: "2025-02-01" }, "2025-01-10").effectiveFrom).toMatch(
      /INR_01_02_25 already starts on 2025-02-01/u,
    );
    expect(newPriceSetProblems(sets, { currency: "USD", effectiveFrom: "2025-02-01" }, "2025-01-10")).toEqual({});
  });

  it("property: the set chosen has started, is of the currency, and no set of the currency started later", () => {
    const day = fc.integer({ min: -4000, max: 4000 }).map((n) => addDays("2020-01-01", n));
    const setArb = fc.record({ currency: fc.constantFrom("INR" as const, "USD" as const), effectiveFrom: day });
    fc.assert(
      fc.property(fc.array(setArb, { maxLength: 8 }), day, fc.constantFrom("INR" as const, "USD" as const), (drawn, today, currency) => {
        const sets: PriceSet[] = drawn.map((s) => ({ ...s, id: datedPriceSetId(s.currency, s.effectiveFrom) }));
        const chosen = sets.find((s) => s.id === priceSetInEffect(sets, currency, today));
        const started = sets.filter((s) => s.currency === currency && s.effectiveFrom <= today);
        if (started.length === 0) return priceSetInEffect(sets, currency, today) === currency;
        return (
          chosen?.currency === currency && chosen.effectiveFrom <= today && started.every((s) => s.effectiveFrom <= chosen.effectiveFrom)
        );
      }),
      RUNS,
    );
  });

  it("property: a set accepted by newPriceSetProblems never ties with another of its currency", () => {
    const day = fc.integer({ min: 0, max: 60 }).map((n) => addDays("2025-01-01", n));
    fc.assert(
      fc.property(
        fc.array(fc.record({ currency: fc.constantFrom("INR" as const, "USD" as const), effectiveFrom: day }), { maxLength: 12 }),
        (candidates) => {
          const sets: PriceSet[] = [];
          for (const candidate of candidates) {
            if (Object.keys(newPriceSetProblems(sets, candidate, "2025-01-01")).length === 0)
              sets.push({ ...candidate, id: datedPriceSetId(candidate.currency, candidate.effectiveFrom) });
          }
          const keys = sets.map((s) => `${s.currency} ${s.effectiveFrom}`);
          expect(new Set(keys).size).toBe(keys.length);
        },
      ),
      RUNS,
    );
  });
});

describe("quotes across a dated price set", () => {
  const catalogue = withFebruarySet();

  it("a new purchase pays the old set before its date and the new one from it, and records the set", () => {
    expect(priced(quote(catalogue, null, select(), NOW)).originalPrice).toBe(2700_00);
    const february = priced(quote(catalogue, null, select(), inFebruary));
    expect(february.originalPrice).toBe(3000_00);
    expect(february.deals.Standard).toEqual({ PriceSet: "INR_01_02_25", DiscountInPercent: 0 });
  });

  it("a subscriber in service who bought at the earlier set renews at it after the new set starts", () => {
    const renewing = subscriber({
      ToolSubscr: toolSubscr({ ExpiryDate: "2025-02-20" }),
      SubscrDetails: { Standard: { PriceSet: "INR", DiscountInPercent: 0 } },
    });
    const summary = priced(quote(catalogue, renewing, select(), inFebruary));
    expect(summary.originalPrice).toBe(2700_00);
    expect(summary.deals.Standard?.PriceSet).toBe("INR");
    expect(summary.explanation.some((line) => line.includes("at your earlier prices"))).toBe(true);
  });

  it("a lapsed subscriber buys at the set in effect", () => {
    const lapsed = subscriber({
      ToolSubscr: toolSubscr({ ExpiryDate: "2024-10-01" }),
      SubscrDetails: { Standard: { PriceSet: "INR", DiscountInPercent: 0 } },
    });
    expect(priced(quote(catalogue, lapsed, select(), inFebruary)).originalPrice).toBe(3000_00);
  });
});

describe("coupon restrictions set in the back office", () => {
  const rule = schemeRule({ id: "pro20", label: "Pro 20", DiscountInPercent: 20, CouponCode: "PRO20" });
  const restricted = (fields: Parameters<typeof coupon>[1]) => testCatalogue({ coupons: [coupon("PRO20", fields)], discountRules: [rule] });

  it("a coupon for some products and plans is refused on others, with the reason", () => {
    const catalogue = restricted({ products: ["Pro"], plans: ["Annual"] });
    expect(refused(quote(catalogue, null, select({ couponCode: "PRO20", plan: "Annual" }), NOW))).toEqual({
      code: "CouponCodeApply",
      message: "Coupon PRO20 is for Pro only.",
    });
    expect(refused(quote(catalogue, null, select({ couponCode: "PRO20", product: "Pro" }), NOW)).message).toBe(
      "Coupon PRO20 is for Annual plans only.",
    );
    expect(priced(quote(catalogue, null, select({ couponCode: "PRO20", product: "Pro", plan: "Annual" }), NOW)).appliedCouponCode).toBe(
      "PRO20",
    );
  });

  it("a disabled coupon is refused", () => {
    expect(refused(quote(restricted({ disabled: true }), null, select({ couponCode: "pro20" }), NOW))).toEqual({
      code: "CouponCodeApply",
      message: "Coupon pro20 is no longer available.",
    });
  });
});
