import { describe, expect, it } from "vitest";
import { copyPrices, fillCopyPrices, fillCopyPricesDeep, PRICE_ON_PRICING_PAGE, sampleCatalogue } from "../../src/index.ts";

describe("prices in copy", () => {
  const prices = copyPrices(sampleCatalogue, "2026-11-27");

  it("quotes each paid edition's quarterly rupee price and its monthly equivalent, rounded down to the rupee", () => {
    expect(prices).toMatchObject({
      "Standard/quarter": "₹2,493",
      "Standard/month": "₹831",
      "Pro/quarter": "₹3,495",
      "Pro/month": "₹1,165",
    });
    expect(prices["Lite/month"]).toBeUndefined();
  });

  it("fills tokens in strings and content objects, and never prints a stale figure for a missing one", () => {
    expect(fillCopyPrices("From {{Standard/month}} a month; Pro {{Pro/quarter}} a quarter.", prices)).toBe(
      "From ₹831 a month; Pro ₹3,495 a quarter.",
    );
    expect(fillCopyPrices("{{Gold/month}}", prices)).toBe(PRICE_ON_PRICING_PAGE);
    expect(
      fillCopyPricesDeep({ price: { amount: "From {{Pro/month}}", isFree: false }, faqs: [{ q: "{{Standard/month}}?" }] }, prices),
    ).toEqual({
      price: { amount: "From ₹1,165", isFree: false },
      faqs: [{ q: "₹831?" }],
    });
  });
});
