import { describe, expect, it } from "vitest";
import { catalogues, messagesFor, type Catalogue } from "../app/i18n/catalogues.server.ts";
import { renderCompiled } from "../app/i18n/compiled-message.ts";
import { contentPageKeys, contentTreeKeys } from "../app/i18n/content-text.ts";
import { dataAddOns, editionLadder, editions } from "../app/content/editions.ts";
import { analysisFeatures } from "../app/content/analysis-features.ts";
import { tourMenuLabels, tourSlugs, tours } from "../app/content/tours.ts";
import { modules } from "../app/content/software-training.ts";
import { seoTopicLinkLabels, seoTopicSlugs, seoTopics } from "../app/content/seo-topics.ts";
import { faqLinks, faqQuestionKeys, faqTopicIds } from "../app/content/faqs.ts";
import { menuLinkKey } from "../app/i18n/site-map-text.ts";
import type { ChartKind } from "../app/components/charts/chart-kinds.ts";

/**
 * docs/adr/0059-hindi-with-lingui.md#guards: the tours' text lives in their content file (English pages show it
 * as it is) and, sentence by sentence, in the tour catalogue; the English catalogue says exactly what the file
 * says, and the Hindi one has every sentence, so a changed tour cannot leave its translation behind unnoticed.
 */
describe("the tour catalogue", () => {
  it.each(tourSlugs)("%s: the English catalogue is the content file, and every sentence is translated", (slug) => {
    const expected = { ...contentPageKeys(tours[slug], `tour.${slug}`), [`tour.${slug}.menuLabel`]: tourMenuLabels[slug] };
    for (const [key, english] of Object.entries(expected)) {
      expect(catalogues.en.tour[key as keyof typeof catalogues.en.tour]?.message, key).toBe(english);
      const hindi: string | undefined = (catalogues.hi.tour as Record<string, { message: string }>)[key]?.message;
      expect(hindi, key).toMatch(/[\u0900-\u097F]/);
    }
  });

  it("has no sentence the tours no longer have", () => {
    const known = new Set(
      tourSlugs.flatMap((slug) => [...Object.keys(contentPageKeys(tours[slug], `tour.${slug}`)), `tour.${slug}.menuLabel`]),
    );
    const sentences = Object.keys(catalogues.en.tour).filter((key) => tourSlugs.some((slug) => key.startsWith(`tour.${slug}.`)));
    expect(sentences.filter((key) => !known.has(key))).toEqual([]);
  });

  it("captions every chart drawing", () => {
    const kinds: ChartKind[] = [
      "overview",
      "fundamentals",
      "scan",
      "portfolio",
      "support-resistance",
      "trendlines",
      "signals",
      "alerts",
      "supply-demand",
      "patterns",
    ];
    for (const kind of kinds)
      expect(catalogues.hi.product[`product.chart.${kind}` as keyof typeof catalogues.hi.product], kind).toBeDefined();
  });
});

describe("the editions in the product catalogue", () => {
  const english = messagesFor("en", ["product"]);
  const hindi = messagesFor("hi", ["product"]);
  it.each(editionLadder)("%s: the English catalogue says what the content file says, and every text is translated", (slug) => {
    const texts = Object.entries(contentTreeKeys(editions[slug], `product.edition.${slug}`));
    expect(texts.length).toBeGreaterThan(40);
    for (const [key, text] of texts) {
      expect(english[key], key).toBeDefined();
      // Copy prices ({{Standard/month}}) are quoted in the catalogue and come out as written, to be filled after.
      expect(renderCompiled(english[key]!, "en-IN"), key).toBe(text);
      expect(renderCompiled(hindi[key]!, "hi-IN"), key).toMatch(/[\u0900-\u097F]/);
      expect(renderCompiled(hindi[key]!, "hi-IN").match(/\{\{[^}]+\}\}/g) ?? [], key).toEqual(text.match(/\{\{[^}]+\}\}/g) ?? []);
    }
  });
});

describe("the software training modules in the education catalogue", () => {
  const english = messagesFor("en", ["education"]);
  const hindi = messagesFor("hi", ["education"]);
  const texts = Object.entries(contentTreeKeys(modules, "education.software.mod"));

  it("has every module's text in English as the content file says it, and in Hindi", () => {
    expect(texts.length).toBeGreaterThan(60);
    for (const [key, text] of texts) {
      expect(english[key], key).toBeDefined();
      expect(renderCompiled(english[key]!, "en-IN"), key).toBe(text);
      expect(renderCompiled(hindi[key]!, "hi-IN"), key).toMatch(/[\u0900-\u097F]/);
    }
  });

  it("has no module text the content file no longer has", () => {
    const known = new Set(texts.map(([key]) => key));
    const stale = Object.keys(catalogues.en.education).filter((key) => key.startsWith("education.software.mod.") && !known.has(key));
    expect(stale).toEqual([]);
  });
});

describe("the search-topic guides in the seo catalogue", () => {
  const english = messagesFor("en", ["seo"]);
  const hindi = messagesFor("hi", ["seo"]);
  const sentencesOf = (slug: (typeof seoTopicSlugs)[number]) => ({
    ...contentPageKeys(seoTopics[slug], `seo.${slug}`),
    [`seo.${slug}.menuLabel`]: seoTopicLinkLabels[slug],
  });

  it.each(seoTopicSlugs)("%s: the English catalogue says what the content file says, and every sentence is translated", (slug) => {
    for (const [key, text] of Object.entries(sentencesOf(slug))) {
      expect(english[key], key).toBeDefined();
      // Copy prices ({{Standard/month}}) are quoted in the catalogue and come out as written, to be filled after.
      expect(renderCompiled(english[key]!, "en-IN"), key).toBe(text);
      expect(renderCompiled(hindi[key]!, "hi-IN"), key).toMatch(/[\u0900-\u097F]/);
      expect(renderCompiled(hindi[key]!, "hi-IN").match(/\{\{[^}]+\}\}/g) ?? [], key).toEqual(text.match(/\{\{[^}]+\}\}/g) ?? []);
    }
  });

  it("has no sentence the guides no longer have", () => {
    const known = new Set(seoTopicSlugs.flatMap((slug) => Object.keys(sentencesOf(slug))));
    const sentences = Object.keys(english).filter((key) => seoTopicSlugs.some((slug) => key.startsWith(`seo.${slug}.`)));
    expect(sentences.filter((key) => !known.has(key))).toEqual([]);
  });
});

describe("the product lists in the features catalogue", () => {
  const english = messagesFor("en", ["features"]);
  const hindi = messagesFor("hi", ["features"]);
  const texts = Object.entries({
    ...contentTreeKeys(dataAddOns, "features.allProducts.addOns"),
    ...contentTreeKeys(analysisFeatures, "features.analysis"),
  });
  // Indicators and segments traders name in Latin on Hindi charts too.
  const latinNames = new Set([
    "MACD",
    "Supertrend",
    "Parabolic SAR",
    "Ichimoku",
    "RSI",
    "Stochastic",
    "Williams %R",
    "CCI",
    "Bollinger Bands",
    "NSE F&O",
    "Nifty",
  ]);

  it("has every text of the data add-ons and the feature catalogue in English as the content files say it, and in Hindi", () => {
    expect(texts.length).toBeGreaterThan(120);
    for (const [key, text] of texts) {
      expect(english[key], key).toBeDefined();
      // Copy prices ({{Standard/month}}) are quoted in the catalogue and come out as written, to be filled after.
      expect(renderCompiled(english[key]!, "en-IN"), key).toBe(text);
      const said = renderCompiled(hindi[key]!, "hi-IN");
      if (latinNames.has(text)) expect(said, key).toBe(text);
      else expect(said, key).toMatch(/[\u0900-\u097F]/);
      expect(said.match(/\{\{[^}]+\}\}/g) ?? [], key).toEqual(text.match(/\{\{[^}]+\}\}/g) ?? []);
    }
  });

  it("has no list text the content files no longer have", () => {
    const known = new Set(texts.map(([key]) => key));
    const lists = ["features.allProducts.addOns.", ...Object.keys(analysisFeatures).map((list) => `features.analysis.${list}.`)];
    expect(Object.keys(english).filter((key) => lists.some((list) => key.startsWith(list)) && !known.has(key))).toEqual([]);
  });
});

describe("the FAQ page's questions in the faq catalogue", () => {
  const english: Catalogue = catalogues.en.faq;
  const hindi: Catalogue = catalogues.hi.faq;
  const asked = faqTopicIds.flatMap(faqQuestionKeys);

  it("has every topic's heading and every question and answer, in English and in Hindi", () => {
    expect(asked).toHaveLength(28);
    const keys = [...faqTopicIds.map((topic) => `faqs.${topic}.heading`), ...asked.flatMap((key) => [`${key}.q`, `${key}.a`])];
    for (const key of keys) {
      expect(english[key], key).toBeDefined();
      expect(hindi[key]?.message, key).toMatch(/[\u0900-\u097F]/);
    }
  });

  it("has no question or answer the page no longer asks", () => {
    const known = new Set(asked);
    const stale = Object.keys(english).filter((key) => /\.(q|a2?)$/.test(key) && !known.has(key.replace(/\.(q|a2?)$/, "")));
    expect(stale).toEqual([]);
  });

  it("names each answer's link by its own text, or as the account menu names a customer's page, and uses every link text", () => {
    const common: Catalogue = catalogues.en.common;
    for (const [name, { to, menu }] of Object.entries(faqLinks))
      expect(menu ? common[menuLinkKey(to)] : english[`faqs.link.${name}`], name).toBeDefined();
    const placeholders = new Set(Object.values(english).flatMap(({ message }) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1])));
    const texts = Object.keys(english).flatMap((key) => (key.startsWith("faqs.link.") ? [key.slice("faqs.link.".length)] : []));
    expect(texts.filter((name) => !(name in faqLinks) || !placeholders.has(name))).toEqual([]);
  });
});
