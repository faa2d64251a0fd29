import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageWeight } from "../../../bench/page-weight.ts";
import { giveSubscription } from "./support/pricing.ts";
import { bypassing, pseudoPage, visibleText } from "./support/pseudo-locale.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";

/**
 * docs/adr/0066-price-explanation-parts.md: "How this price is worked out" in the page's language, on
 * CustomizeSubscription and on My Subscription's offers. In the pseudo-locale every word of it is a catalogue
 * text (names of editions and add-ons stay data); in Hindi a renewal's and an upgrade's read in Hindi, money
 * and days in Hindi's formats.
 */
let t: TestApp;
let subscriber: TestUser;
beforeAll(async () => {
  t = await createTestApp({ web: true });
  subscriber = await createUser(t, { language: "hi" });
  await giveSubscription(t, subscriber.userId, { baseProduct: "Standard", plan: "Quarter", expiryDate: "2099-03-20" });
});
afterAll(() => t.close());

const customize = (product: string, prefix = "") =>
  `${prefix}/Pricing/CustomizeSubscription?product=${product}&plan=Quarter&currency=INR&noOfLicenses=1&licenseType=Simultaneous`;

const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: `investar_session=${subscriber.token}` } });

/** The sentences of the explanation regions on a page. */
function explanation(html: string, start: string, end: string): string[] {
  return visibleText(html.replaceAll("<!-- -->", ""), start, end).slice(1);
}

describe("the price explanation in the pseudo-locale en-XA", () => {
  it.each([
    ["a renewal", "Standard"],
    ["an upgrade", "Pro"],
  ])("CustomizeSubscription, %s: every sentence comes from the catalogue", async (_kind, product) => {
    const res = await pseudoPage(t, customize(product), subscriber);
    expect(res.statusCode).toBe(200);
    const sentences = explanation(res.body, '<div class="quote-panel__explanation"', "</ol>");
    expect(sentences.length).toBeGreaterThan(3);
    expect(sentences.every((sentence) => sentence.includes("⟦"))).toBe(true);
    expect(bypassing(sentences)).toEqual([]);
  });

  it("My Subscription: each offer's explanation comes from the catalogue", async () => {
    const res = await pseudoPage(t, "/my-investar/manage-subscription", subscriber);
    expect(res.statusCode).toBe(200);
    const sentences = explanation(res.body, '<details class="change-option__explanation"', "</details>");
    expect(sentences.length).toBeGreaterThan(3);
    expect(bypassing(sentences)).toEqual([]);
  });
});

describe("the price explanation in Hindi, for a Hindi account", () => {
  it("/hi/Pricing/CustomizeSubscription: a renewal", async () => {
    const res = await get(customize("Standard", "/hi"));
    expect(res.statusCode).toBe(200);
    const sentences = explanation(res.body, '<div class="quote-panel__explanation"', "</ol>");
    expect(sentences).toEqual([
      "आपके Standard सब्सक्रिप्शन का रिन्यूअल: 20 मार्च 2099 के बाद तिमाही प्लान (3 महीने) जुड़ेगा।",
      "Standard, तिमाही प्लान (3 महीने): ₹2,493।",
      "छूट से पहले कीमत: ₹2,493।",
      "₹2,493 पर 18% GST: ₹448 (पूरे रुपये में, नीचे की ओर)।",
      "कुल भुगतान: ₹2,941। आपका सब्सक्रिप्शन 20 जून 2099 तक चलेगा।",
    ]);
    expect(sentences.join(" ")).not.toMatch(/\b(?:Renewal|plan|months?|To pay)\b/u);
  });

  it("/hi/Pricing/CustomizeSubscription: an upgrade keeping the expiry date", async () => {
    const res = await get(`${customize("Pro", "/hi")}&expiryMode=0`);
    expect(res.statusCode).toBe(200);
    const sentences = explanation(res.body, '<div class="quote-panel__explanation"', "</ol>");
    expect(sentences.join("\n")).toMatch(
      /^आपके तिमाही प्लान के बचे \d+ महीनों के लिए Standard से Pro में अपग्रेड: \(₹[\d,]+ − Standard के लिए ₹[\d,]+\) ÷ 3 महीने × \d+ महीने = ₹[\d,]+।$/mu,
    );
    expect(sentences.some((sentence) => sentence.startsWith("छूट से पहले कीमत: ₹"))).toBe(true);
  });

  it("My Subscription: the renewal offer's explanation", async () => {
    const res = await get("/my-investar/manage-subscription");
    expect(res.body).toContain('<html lang="hi-IN"');
    const sentences = explanation(res.body, '<details class="change-option__explanation"', "</details>");
    expect(sentences.some((sentence) => sentence.startsWith("आपके Standard सब्सक्रिप्शन का रिन्यूअल"))).toBe(true);
    expect(sentences.some((sentence) => /^[\d,₹ ]+पर 18% GST: ₹[\d,]+ \(पूरे रुपये में, नीचे की ओर\)।$/u.test(sentence))).toBe(true);
  });
});

describe("the page weight with the explanation in Hindi", () => {
  it("/hi/Pricing/CustomizeSubscription for a Hindi subscriber stays within 100 KiB of gzipped script", async () => {
    const url = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const weight = await pageWeight(url, customize("Pro", "/hi"), { cookie: `investar_session=${subscriber.token}` });
    expect(weight.status).toBe(200);
    expect(weight.js).toBeLessThanOrEqual(100 * 1024);
  });
});
