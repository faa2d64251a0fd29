import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bypassing, visibleText } from "./support/pseudo-locale.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";

/**
 * docs/adr/0059-hindi-with-lingui.md#guards: the purchase's pages in the pseudo-locale en-XA, where every
 * catalogue text is bracketed; visible English outside the brackets bypassed the catalogue.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ web: true });
});
afterAll(() => t.close());

const pseudo = (url: string) => t.app.inject({ method: "GET", url, headers: { "x-pseudo-locale": "en-XA" } });

describe("the purchase in the pseudo-locale en-XA", () => {
  it("/Pricing: the links under the comparison table are catalogue texts", async () => {
    const res = await pseudo("/Pricing");
    const texts = visibleText(res.body, '<p class="pricing-links"', "</p>");
    expect(texts.some((text) => text.includes("⟦"))).toBe(true);
    expect(bypassing(texts)).toEqual([]);
  });

  it("/hi/Pricing: the links lead to the Hindi payment FAQs and standalone price list", async () => {
    const res = await t.app.inject({ method: "GET", url: "/hi/Pricing" });
    const links = visibleText(res.body, '<p class="pricing-links"', "</p>");
    expect(links).toContain("पेमेंट FAQs");
    expect(res.body).toContain('href="/hi/Pricing/PaymentFaqs"');
    expect(res.body).toContain('href="/hi/Pricing/StandalonePrices"');
  });
});
