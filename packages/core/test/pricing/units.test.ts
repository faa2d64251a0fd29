import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { currencyForCountry } from "../../src/money.ts";
import { minorToUnits, packageInUnits, summaryInUnits, quote, sampleCatalogue, selectionWithDefaults } from "../../src/pricing/index.ts";

describe("minorToUnits", () => {
  it("converts to rupees and dollars exactly: JSON shows at most 2 decimals and converts back to the same minor units", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.constantFrom("INR" as const, "USD" as const), (minor, currency) => {
        const units = minorToUnits(minor, currency);
        expect(JSON.stringify(units)).toMatch(/^-?\d+(\.\d{1,2})?$/);
        expect(Math.round(units * 100)).toBe(minor);
      }),
      { numRuns: Number(process.env.FC_RUNS ?? 10_000) },
    );
    expect(minorToUnits(249_300, "INR")).toBe(2493);
    expect(minorToUnits(3597, "USD")).toBe(35.97);
  });

  it("refuses amounts that are not whole minor units", () => {
    expect(() => minorToUnits(12.5, "INR")).toThrow(RangeError);
  });

  it("converts every amount of a summary and leaves the rest as it is", () => {
    const result = quote(
      sampleCatalogue,
      null,
      selectionWithDefaults({ currency: "USD", product: "Pro", plan: "Quarter", portfolio: 5 }),
      new Date("2026-03-10T06:00:00Z"),
    );
    if (!result.ok) throw new Error(result.error.message);
    const units = summaryInUnits(result.summary);
    expect(units).toMatchObject({
      currency: "USD",
      originalPrice: 56.46,
      portfolio: 6.99,
      total: 56.46,
      noOfLicense: 1,
      newExpiryDate: "2026-06-10",
    });
    expect(units.productAndAmounts[0]).toMatchObject({ Id: "Pro", AmountForRenew: 49.47, Total: 49.47 });
    expect(result.summary.total).toBe(5646); // the engine's own summary is untouched
  });

  it("converts package list prices", () => {
    expect(packageInUnits(sampleCatalogue.defaultPackage).Prices.Quarter).toEqual({ INR: 6465, USD: 94.41 });
  });
});

describe("currencyForCountry", () => {
  it("gives INR for India and for an unknown country, USD elsewhere (docs/business-rules.md#currency-from-location)", () => {
    expect(currencyForCountry("in")).toBe("INR");
    expect(currencyForCountry("IN")).toBe("INR");
    expect(currencyForCountry("")).toBe("INR");
    expect(currencyForCountry(null)).toBe("INR");
    expect(currencyForCountry("us")).toBe("USD");
    expect(currencyForCountry("ae")).toBe("USD");
  });
});
