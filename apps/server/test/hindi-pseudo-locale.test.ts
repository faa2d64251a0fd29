import { describe, expect, it } from "vitest";
import { bypassing, visibleText } from "./support/pseudo-locale.ts";
import { suiteApp, suiteUser } from "./support/suite.ts";

/**
 * docs/adr/0059-hindi-with-lingui.md#guards: the translated parts rendered in the pseudo-locale en-XA, where
 * every catalogue text is accented and bracketed (⟦Ƥŕíćíñĝ⟧). Any visible English left outside the
 * brackets bypassed the catalogue. Data is not UI text and stays as stored: names of editions and add-ons,
 * amounts and days (Intl's), the business's name, address and contacts, and the other language's name on the switch.
 */
const t = suiteApp({ web: true });
const buyer = suiteUser(t);

const pseudo = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers: { "x-pseudo-locale": "en-XA", ...headers } });

const REGIONS: [page: string, url: string, regions: [start: string, end: string][]][] = [
  [
    "home",
    "/",
    [
      ['<h1 id="home-title"', "</h1>"],
      ['<section class="section home-trust"', "</h2>"],
      ['<section class="section home-download-section"', "</section>"],
    ],
  ],
  [
    "pricing",
    "/Pricing",
    [
      ['<header class="page-hero"', "</header>"],
      ['<h2 id="plans-heading"', "</h2>"],
      ['<p class="pricing-note"', "</p>"],
    ],
  ],
  [
    "CustomizeSubscription",
    "/Pricing/CustomizeSubscription?product=Standard&plan=Annual&currency=INR",
    [
      ['<header class="customize-page__header"', "</header>"],
      ['<section class="quote-panel', "</table>"],
    ],
  ],
  ["not found", "/no-such-page", [['<section class="not-found', "</section>"]]],
];

describe("the pseudo-locale en-XA", () => {
  it.each(REGIONS)("%s: the header, footer and translated parts show only catalogue texts", async (_page, url, regions) => {
    const res = await pseudo(url);
    expect(res.body).toContain('<html lang="en-XA"');
    const texts = [
      ['<header class="site-header"', "</header>"] as const,
      ['<footer class="site-footer"', "</footer>"] as const,
      ...regions,
    ].flatMap(([start, end]) => visibleText(res.body, start, end));
    expect(texts.some((text) => text.includes("⟦"))).toBe(true);
    expect(bypassing(texts)).toEqual([]);
  });

  it("covers the customer's menu and the live summary's rows for a signed-in buyer", async () => {
    const res = await pseudo(
      "/Pricing/CustomizeSubscription?product=Pro&plan=Quarter&currency=INR&noOfLicenses=2&licenseType=Simultaneous",
      {
        cookie: `investar_session=${buyer.token}`,
      },
    );
    const texts = [
      ...visibleText(res.body, '<header class="site-header"', "</header>"),
      ...visibleText(res.body, '<section class="quote-panel', "</table>"),
      ...visibleText(res.body, '<section class="selection-form__options"', '<div class="selection-form__switches"'),
    ].filter((text) => text !== "Test"); // the account menu's button is the customer's first name
    expect(bypassing(texts)).toEqual([]);
  });

  it("covers the in-app mobile pricing page: its compact header, body and footer", async () => {
    const res = await pseudo("/PricingMobile?currency=INR");
    expect(res.body).toContain('<html lang="en-XA"');
    const texts = [
      ...visibleText(res.body, '<header class="site-header"', "</header>"),
      ...visibleText(res.body, '<main id="main"', "</main>"),
      ...visibleText(res.body, '<footer class="mobile-pricing__footer"', "</footer>"),
    ];
    expect(texts.some((text) => text.includes("⟦"))).toBe(true);
    // Data, as on /Pricing: the currencies' codes and the packages' names and flag, as staff wrote them.
    const data = [/^(?:INR \(₹\)|USD \(\$\))$/g, /\bMobile\b|\bIntraday\b|\bMost popular\b/g];
    expect(bypassing(texts, data)).toEqual([]);
  });

  it("is never served by a deployed site's page cache: the same page without the header is English", async () => {
    await pseudo("/Pricing");
    const plain = await t.app.inject({ method: "GET", url: "/Pricing" });
    expect(plain.body).toContain('<html lang="en-IN"');
    expect(plain.body).not.toContain("⟦");
  });
});
