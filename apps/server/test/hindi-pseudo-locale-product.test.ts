import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedVersionHistory } from "../../../packages/db/src/seed/version-history.ts";
import { bypassing, pseudoPage, visibleText } from "./support/pseudo-locale.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";

/**
 * docs/adr/0059-hindi-with-lingui.md#guards for the product, tour and legal pages: rendered in the pseudo-locale
 * en-XA, their translated parts show only catalogue texts (⟦…⟧). The legal pages' English body is binding and
 * stays English (marked lang="en"); only what sits around it is translated.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ web: true });
});
afterAll(() => t.close());

const pseudo = (url: string) => pseudoPage(t, url);

const TOURS = [
  "/tour/technical-analysis-software",
  "/tour/fundamental-analysis-software",
  "/tour/stock-screener-software",
  "/tour/portfolio-management-software",
  "/tour/auto-support-resistance",
  "/tour/auto-trendlines",
  "/tour/buy-sell-signal-software",
  "/tour/alerts",
  "/investar/product-comparison",
  "/stock-market-software",
  "/investar/broker-partner",
  "/investar/all-products",
  "/investar/technical-analysis-features",
  "/investar/lite",
  "/investar/basic",
  "/investar/standard",
  "/investar/pro",
  "/investar/download",
  "/investar/faqs",
  "/blog",
  "/investar/seo/best-technical-analysis-software-india",
  "/investar/seo/nse-charting-software",
  "/investar/seo/intraday-trading-software",
  "/investar/seo/mcx-commodity-charting-software",
];

/** The page between the header and the footer: every text of the page's own content. */
const MAIN: [start: string, end: string] = ['<main id="main"', "</main>"];

describe("the pseudo-locale en-XA on the tours and product pages", () => {
  it.each(TOURS)("%s: the whole page shows only catalogue texts", async (url) => {
    const res = await pseudo(url);
    expect(res.statusCode).toBe(200);
    const texts = [
      MAIN,
      ['<header class="site-header"', "</header>"] as const,
      ['<footer class="site-footer"', "</footer>"] as const,
    ].flatMap(([start, end]) => visibleText(res.body, start, end));
    expect(texts.filter((text) => text.includes("⟦")).length).toBeGreaterThan(20);
    expect(bypassing(texts)).toEqual([]);
  });
});

const LEGAL: [page: string, url: string][] = [
  ["terms", "/investar/terms-and-conditions"],
  ["privacy policy", "/investar/privacy-policy"],
];

describe("the pseudo-locale en-XA on the legal pages", () => {
  it.each(LEGAL)(
    "%s: the heading, the summary and the binding note are catalogue texts; the English body is marked lang=en",
    async (_page, url) => {
      const res = await pseudo(url);
      expect(res.statusCode).toBe(200);
      const texts = [
        ['<span class="eyebrow"', "</h1>"],
        ['<section class="legal-translated-summary"', "</section>"],
        ['<h2 class="legal-english-heading"', "</h2>"],
        ['<p class="back-to-top"', "</p>"],
      ].flatMap(([start, end]) => visibleText(res.body, start!, end!));
      expect(texts.filter((text) => text.includes("⟦")).length).toBeGreaterThan(4);
      expect(bypassing(texts)).toEqual([]);
      expect(res.body).toContain('<div lang="en" class="legal-english">');
    },
  );
});

describe("the Hindi legal pages", () => {
  it.each(LEGAL)("%s: a Hindi summary and a note that the English text binds, above the English text", async (_page, url) => {
    const res = await t.app.inject({ method: "GET", url: `/hi${url}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="hi-IN"');
    expect(res.body).toContain("हिंदी में सार");
    expect(res.body).toContain("नीचे दिया गया अंग्रेज़ी पाठ ही मान्य (बाध्यकारी) है");
    expect(res.body.indexOf("हिंदी में सार")).toBeLessThan(res.body.indexOf('<div lang="en" class="legal-english">'));
  });

  it("leaves the English pages as they were", async () => {
    const res = await t.app.inject({ method: "GET", url: "/investar/terms-and-conditions" });
    expect(res.body).not.toContain("legal-translated-summary");
    expect(res.body).toContain('<h1 id="top">Terms of Service</h1>');
  });
});

describe("the version history", () => {
  const notes = seedVersionHistory.flatMap((release) => release.highlights);
  const isNote = (text: string) => notes.includes(text.replaceAll("&#x27;", "'").replaceAll("&amp;", "&"));

  it.each(["/investar/version-history", "/investar/version-history?isBeta=true"])(
    "%s: in the pseudo-locale every text but the release notes is the catalogue's",
    async (url) => {
      const res = await pseudo(url);
      expect(res.statusCode).toBe(200);
      const texts = visibleText(res.body, '<main id="main"', "</main>").filter((text) => !isNote(text));
      expect(texts.filter((text) => text.includes("⟦")).length).toBeGreaterThan(8);
      expect(bypassing(texts)).toEqual([]);
    },
  );

  it("in Hindi: Hindi words and days, the release notes in English marked lang=en; the English page as it was", async () => {
    const hindi = (await t.app.inject({ method: "GET", url: "/hi/investar/version-history" })).body.replaceAll("<!-- -->", "");
    expect(hindi).toContain("<title>Investar वर्ज़न हिस्ट्री और रिलीज़ नोट्स | Investar</title>");
    expect(hindi).toContain('<time class="release__date" dateTime="2026-10-28">28 अक्टूबर 2026 को जारी</time>');
    expect(hindi).toContain(`<ul lang="en"><li>${notes[0]}</li>`);
    expect(hindi).toContain('href="/hi/investar/version-history?isBeta=true"');
    const english = (await t.app.inject({ method: "GET", url: "/investar/version-history" })).body.replaceAll("<!-- -->", "");
    expect(english).toContain("<title>Investar version history and release notes | Investar</title>");
    expect(english).toContain('<time class="release__date" dateTime="2026-10-28">Released 28 October 2026</time>');
    expect(english).toContain(`<ul><li>${notes[0]}</li>`);
  });
});
