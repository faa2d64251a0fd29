import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";

/**
 * docs/adr/0057-server-rendering-cost.md#pages-kept-per-currency: a visitor's price list is the same for every visitor
 * of their location's currency, so the server keeps it a minute for each currency. A kept page is the same bytes,
 * its CSP nonce included, so the nonce tells a kept page from one rendered afresh.
 */
const INDIA = "49.36.0.1";
const US = "8.8.8.8";

let t: TestApp;
let customer: TestUser;
beforeAll(async () => {
  t = await createTestApp({ web: true });
  customer = await createUser(t);
});
afterAll(() => t.close());

const view = async (url: string, from: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: "GET", url, remoteAddress: from, headers });
  expect(res.statusCode).toBe(200);
  const nonce = /'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"]))?.[1];
  expect(nonce).toBeTruthy();
  // The price list's currency switch marks the currency shown.
  const currency = /aria-current="true"[^>]*><span class="choice__text"><span class="choice__label">(INR|USD) /.exec(res.body)?.[1];
  return { nonce, currency, headers: res.headers, body: res.body };
};

describe("a visitor's price list, kept per location currency", () => {
  it("answers each currency's visitors their own page, kept: India in rupees, elsewhere in dollars", async () => {
    const india = await view("/Pricing", INDIA);
    const us = await view("/Pricing", US);
    expect(india.currency).toBe("INR");
    expect(us.currency).toBe("USD");
    expect(us.nonce).not.toBe(india.nonce);
    // In turns, each from its own kept page.
    for (let round = 0; round < 2; round++) {
      expect(await view("/Pricing", INDIA)).toMatchObject({ nonce: india.nonce, currency: "INR" });
      expect(await view("/Pricing", US)).toMatchObject({ nonce: us.nonce, currency: "USD" });
    }
    // A URL that names the currency is its own page, kept the same way.
    const chosen = await view("/Pricing?currency=USD", INDIA);
    expect(chosen.currency).toBe("USD");
    expect((await view("/Pricing?currency=USD", INDIA)).nonce).toBe(chosen.nonce);
  });

  it("tells the browser nothing about keeping it: a shared cache downstream cannot tell where a visitor is", async () => {
    const { headers } = await view("/Pricing", INDIA);
    expect(headers["x-kept-per-location-currency"]).toBeUndefined();
    expect(String(headers["cache-control"] ?? "")).not.toMatch(/public/);
  });

  it("renders a signed-in customer's price list afresh each time", async () => {
    const cookie = `investar_session=${customer.token}`;
    const first = await view("/Pricing", INDIA, { cookie });
    const second = await view("/Pricing", INDIA, { cookie });
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.headers["cache-control"]).toBe("private, no-store");
  });

  it("renders it again once the catalogue changes", async () => {
    const before = await view("/Pricing", INDIA);
    expect((await view("/Pricing", INDIA)).nonce).toBe(before.nonce);
    await t.app.deps.caches.invalidate("catalogue");
    const after = await view("/Pricing", INDIA);
    expect(after.nonce).not.toBe(before.nonce);
    expect(after.currency).toBe("INR");
  });

  it("keeps the app's price list per currency too", async () => {
    const india = await view("/PricingMobile", INDIA);
    const us = await view("/PricingMobile", US);
    expect([india.currency, us.currency]).toEqual(["INR", "USD"]);
    expect((await view("/PricingMobile", US)).nonce).toBe(us.nonce);
    expect((await view("/PricingMobile", INDIA)).nonce).toBe(india.nonce);
  });
});
