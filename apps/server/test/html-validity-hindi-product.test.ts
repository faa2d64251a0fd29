import { describe, expect, it } from "vitest";
import { expectValidPage } from "./support/html-validator.ts";
import { suiteApp } from "./support/suite.ts";

/** docs/adr/0059-hindi-with-lingui.md#guards: the Hindi product, tour and legal pages are valid HTML, as their English twins are. */
const t = suiteApp({ web: true });

const PAGES = [
  "/hi/tour/technical-analysis-software",
  "/hi/tour/alerts",
  "/hi/investar/product-comparison",
  "/hi/stock-market-software",
  "/hi/investar/broker-partner",
  "/hi/investar/all-products",
  "/hi/investar/technical-analysis-features",
  "/hi/investar/version-history",
  "/hi/investar/lite",
  "/hi/investar/standard",
  "/hi/investar/download",
  "/hi/investar/faqs",
  "/hi/blog",
  "/hi/investar/terms-and-conditions",
  "/hi/investar/privacy-policy",
];

describe("the Hindi product pages' HTML", () => {
  it.each(PAGES)("%s has no validation errors", async (url) => {
    const res = await t.app.inject({ method: "GET", url });
    await expectValidPage(res, url);
    expect(res.body).toContain('<html lang="hi-IN"');
  });
});
