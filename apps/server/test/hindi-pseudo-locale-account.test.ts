import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { creditWallet } from "../src/features/wallet/services/credit-wallet.ts";
import { bypassing, visibleText } from "./support/pseudo-locale.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";

/**
 * docs/adr/0059-hindi-with-lingui.md#guards: the customer's own pages, for a customer whose language is Hindi,
 * rendered in the pseudo-locale en-XA: any visible English outside the brackets bypassed the catalogue. The
 * wallet's reasons are data, stored as written; the account menu's button is the customer's first name.
 */
let t: TestApp;
let customer: TestUser;
beforeAll(async () => {
  t = await createTestApp({ web: true });
  customer = await createUser(t, { name: "Test" });
  await t.db.update(schema.users).set({ language: "hi" }).where(eq(schema.users.id, customer.userId));
  await creditWallet(t.app.deps, { userId: customer.userId, currency: "INR", kind: "general", amount: 1_00_000_00, reason: "Goodwill" });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers: { cookie: `investar_session=${customer.token}`, ...headers } });

const HEADER = ['<header class="site-header"', "</header>"] as const;
const FOOTER = ['<footer class="site-footer"', "</footer>"] as const;

const PAGES: [page: string, url: string, regions: (readonly [start: string, end: string])[]][] = [
  [
    "My Wallet",
    "/my-investar/my-wallet",
    [
      ['<div class="account-page wallet-page"', '<section aria-labelledby="wallet-history-heading"'],
      ["<caption>", "</table>"],
    ],
  ],
  [
    "My Referral",
    "/my-investar/my-referral",
    [
      ['<div class="account-page"', "</form>"],
      ['<h2 id="referrals-heading"', "</p>"],
    ],
  ],
  ["My Profile", "/my-investar/my-profile", [['<div class="page-narrow profile-page"', "</p>"]]],
  [
    "My Subscription",
    "/my-investar/manage-subscription",
    [
      ['<header class="manage-page__header"', "</header>"],
      ['<h2 id="tool-subscription-heading"', "</h2>"],
      ['<div class="subscription-card card"', "</dl>"],
      ['<h2 id="offers-heading"', "</h2>"],
    ],
  ],
];

describe("the customer's own pages in the pseudo-locale en-XA", () => {
  it.each(PAGES)("%s: the header, footer and translated parts show only catalogue texts", async (_page, url, regions) => {
    const res = await get(url, { "x-pseudo-locale": "en-XA" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en-XA"');
    const texts = [HEADER, FOOTER, ...regions]
      .flatMap(([start, end]) => visibleText(res.body, start, end))
      .filter((text) => text !== "Test");
    expect(texts.some((text) => text.includes("⟦"))).toBe(true);
    expect(bypassing(texts, [/\bGoodwill\b/g])).toEqual([]);
  });

  it.each(PAGES)("%s: in Hindi for a customer whose language is Hindi, at the same address", async (_page, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="hi-IN"');
    // The switch is a plain link to this very page in English.
    expect(res.body).toMatch(new RegExp(`<a [^>]*href="${url}\\?lang=en"[^>]*>English</a>`));
  });

  it("writes amounts with Indian grouping in Hindi", async () => {
    const res = await get("/my-investar/my-wallet");
    expect(res.body).toContain("₹1,00,000");
    expect(res.body).toContain("मेरा वॉलेट");
  });
});
