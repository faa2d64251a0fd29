import { describe, expect, it } from "vitest";
import { quote, sampleCatalogue, selectionWithDefaults, summaryInUnits, unitsToMinor, type QuoteSelection } from "@investar/core";
import { summaryFromApi } from "../app/components/pricing/quote-answer.ts";
import { pricingErrorFromApi, sameFigures, sameOutcome } from "../app/components/pricing/quote-api.ts";
import { browserCatalogue } from "../app/components/pricing/browser-catalogue.ts";

const now = new Date("2026-01-10T06:00:00Z");
const fresh = (partial: Partial<QuoteSelection> = {}) =>
  selectionWithDefaults({ currency: "INR", product: "Standard", plan: "Quarter", ...partial });

function summaryOf(selection: QuoteSelection) {
  const result = quote(sampleCatalogue, null, selection, now);
  if (!result.ok) throw new Error(result.error.message);
  return result.summary;
}

describe("the Quote call's answer in minor units", () => {
  it("converts currency units exactly, including cents that are not exact in binary", () => {
    expect(unitsToMinor(2493, "INR")).toBe(249300);
    expect(unitsToMinor(35.97, "USD")).toBe(3597);
    expect(unitsToMinor(0.29, "USD")).toBe(29);
  });

  it("reads back exactly what the engine priced, line by line, in both currencies", () => {
    const selections = [
      fresh(),
      fresh({ currency: "USD", product: "Pro", plan: "Annual", addons: ["Real-Time (NSE Cash)", "Real-Time (NSE F&O)"] }),
      fresh({ noOfLicenses: 3, licenseType: "Simultaneous", portfolio: 10, addons: ["Intraday (NSE Cash 1-Min)"] }),
      fresh({ currency: "USD", noOfLicenses: 4, licenseType: "NonSimultaneous", plan: "Month" }),
    ];
    for (const selection of selections) {
      const summary = summaryOf(selection);
      const answer = JSON.parse(JSON.stringify(summaryInUnits(summary))) as unknown;
      const read = summaryFromApi(answer, selection.currency);
      expect(read).not.toBeNull();
      expect(sameFigures(read!, summary)).toBe(true);
      expect(read!.productAndAmounts).toEqual(summary.productAndAmounts);
      expect(read!.explanation).toEqual(summary.explanation);
    }
  });

  it("rejects an answer without the Price summary's shape", () => {
    expect(summaryFromApi({ total: 10 }, "INR")).toBeNull();
    expect(summaryFromApi({ productAndAmounts: [], total: "10" }, "INR")).toBeNull();
    expect(summaryFromApi({ productAndAmounts: [{ Id: "Standard" }] }, "INR")).toBeNull();
  });

  it("notices a difference of one paisa, a missing line or another expiry date", () => {
    const summary = summaryOf(fresh());
    expect(sameFigures(summary, { ...summary, gst: summary.gst + 1 })).toBe(false);
    expect(sameFigures(summary, { ...summary, productAndAmounts: [] })).toBe(false);
    expect(sameFigures(summary, { ...summary, newExpiryDate: "2030-01-01" })).toBe(false);
    const [line] = summary.productAndAmounts;
    expect(sameFigures(summary, { ...summary, productAndAmounts: [{ ...line!, AmountForRenew: line!.AmountForRenew + 100 }] })).toBe(false);
    expect(sameFigures(summary, { ...summary, explanation: ["Worded differently."] })).toBe(true);
  });

  it("treats the same pricing error code as agreement", () => {
    const error = { ok: false as const, error: { code: "RTFo" as const, message: "a" } };
    expect(sameOutcome(error, { ok: false, error: { code: "RTFo", message: "b" } })).toBe(true);
    expect(sameOutcome(error, { ok: false, error: { code: "InvalidSelection", message: "a" } })).toBe(false);
    expect(sameOutcome(error, { ok: true, summary: summaryOf(fresh()) })).toBe(false);
  });

  it("reads a 400 with a pricing error code as that error, and nothing else", () => {
    expect(pricingErrorFromApi(400, { code: "LiteWithoutAddon", message: "Lite is free." })).toEqual({
      code: "LiteWithoutAddon",
      message: "Lite is free.",
    });
    expect(pricingErrorFromApi(400, { code: "BadRequest", message: "noOfLicenses must be a whole number." })).toBeNull();
    expect(pricingErrorFromApi(500, { code: "RTFo", message: "x" })).toBeNull();
  });
});

describe("the catalogue sent to the browser", () => {
  it("leaves out coupons and the offers only a coupon unlocks, and prices the rest the same", () => {
    const catalogue = browserCatalogue(sampleCatalogue);
    expect(catalogue.coupons).toEqual([]);
    expect(catalogue.discountRules.map((rule) => rule.id)).toEqual(["annual-free-months", "quarter-to-annual"]);
    expect(JSON.stringify(catalogue)).not.toContain("WELCOME10");
    const annual = fresh({ plan: "Annual" });
    expect(quote(catalogue, null, annual, now)).toEqual(quote(sampleCatalogue, null, annual, now));
  });
});
