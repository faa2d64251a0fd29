import { describe, expect, it } from "vitest";
import { BILLING_PLANS, describeOffer, offerWordValues, SAMPLE_DISCOUNT_RULES, type OfferTerms } from "@investar/core";
import { messagesFor } from "../app/i18n/catalogues.server.ts";
import { pageText } from "../app/i18n/page-locale.ts";

/** docs/business-rules.md#storefront-offers: an offer card says in words what a published offer gives. */
const textIn = (locale: "en" | "hi") => pageText([{ i18n: { locale, messages: messagesFor(locale, ["pricing"]) } }]);
const english = textIn("en");
const hindi = textIn("hi");

/** Every shape of offer staff can publish: each term alone and with the others. */
function everyOffer(): OfferTerms[] {
  const offers: OfferTerms[] = [];
  for (const [DiscountInPercent, FreeMonth] of [
    [10, 0],
    [12.5, 0],
    [0, 1],
    [0, 2],
    [15, 3],
  ] as const)
    for (const TargetPlan of [null, ...BILLING_PLANS])
      for (const IsForTool of [0, 1, 2] as const)
        for (const IsForActiveUsers of [0, 1, 2] as const)
          for (const IsForDataAddon of [false, true])
            offers.push({ DiscountInPercent, FreeMonth, TargetPlan, IsForTool, IsForActiveUsers, IsForDataAddon });
  return offers;
}

describe("an offer's words in the page's language", () => {
  const offers = everyOffer();

  it("in English, the catalogue's sentence says exactly what describeOffer says", () => {
    for (const terms of offers) expect(english.t("offer.words.terms", { ...offerWordValues(terms) })).toBe(`${describeOffer(terms)}.`);
  });

  it("in Hindi, every offer is a Devanagari sentence naming only editions, exchanges and numbers in Latin", () => {
    const seen = new Set<string>();
    for (const terms of offers) {
      const words = hindi.t("offer.words.terms", { ...offerWordValues(terms) });
      expect(words).toMatch(/^[^a-zA-Z{}]+।$/u);
      if (terms.FreeMonth > 0) expect(words).toContain(terms.FreeMonth === 1 ? "1 महीना फ़्री" : `${terms.FreeMonth} महीने फ़्री`);
      if (terms.DiscountInPercent > 0) expect(words).toContain(`${terms.DiscountInPercent}% की छूट`);
      seen.add(words);
    }
    // Each distinct set of terms reads differently (the data add-ons matter only with a percent off).
    expect(seen.size).toBe(new Set(offers.map((terms) => JSON.stringify(offerWordValues(terms)))).size);
  });

  it("says the sample's annual offer as a Hindi speaker would", () => {
    const annual = SAMPLE_DISCOUNT_RULES.find((rule) => rule.id === "annual-free-months")!;
    expect(hindi.t("offer.words.terms", { ...offerWordValues(annual) })).toBe("2 महीने फ़्री, डेस्कटॉप सॉफ़्टवेयर का सालाना प्लान ख़रीदने पर।");
  });
});
