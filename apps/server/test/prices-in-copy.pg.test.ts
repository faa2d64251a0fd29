import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "./support/sessions.ts";
import { createTestApp, databaseKind, type TestApp } from "./support/test-app.ts";

/** docs/business-rules.md#prices-in-copy: every price written in copy is the catalogue's, and follows it. */

/** Pages that write Standard's price, and how they write it on the sample catalogue (₹2,493 a quarter = ₹831 a month). */
const pages: [url: string, monthly: boolean][] = [
  ["/", true],
  ["/Pricing", true],
  ["/investar/standard", true],
  ["/investar/all-products", true],
  ["/investar/product-comparison", true],
  ["/investar/faqs", true],
  ["/investar/technical-analysis-features", true],
  ["/stock-market-software", true],
  ["/investar/seo/best-technical-analysis-software-india", true],
  ["/Pricing/PaymentFaqs", false],
];

describe(`prices in copy follow the catalogue (${databaseKind})`, () => {
  let t: TestApp;
  let other: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ web: true });
    // A second instance on the same database: its caches hear the change through the cache bus only.
    other = await createTestApp({ web: true, sameDatabaseAs: t });
    admin = await createUser(t, { role: "Admin" });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const body = async (url: string, app: TestApp = t) => {
    const page = await app.app.inject({ method: "GET", url });
    expect(page.statusCode, url).toBe(200);
    return page.body;
  };

  it("shows Standard's quarterly price, and its monthly equivalent, on every page that writes it; a change shows at once", async () => {
    for (const [url, monthly] of pages) expect(await body(url), url).toContain(monthly ? "₹831" : "₹2,493");
    // The other instance has the old prices in its caches too.
    expect(await body("/", other)).toContain("₹831");
    expect(await body("/investar/standard", other)).toContain("₹831");

    const changed = await t.app.inject({
      method: "POST",
      url: "/api/admin/catalogue/prices",
      headers: admin.auth,
      payload: { prices: [{ channel: "tool", itemId: "Standard", plan: "Quarter", priceSetId: "INR", amount: 2_700_00 }] },
    });
    expect(changed.statusCode).toBe(200);

    for (const [url, monthly] of pages) {
      const html = await body(url);
      expect(html, url).toContain(monthly ? "₹900" : "₹2,700");
      expect(html, url).not.toContain(monthly ? "₹831" : "₹2,493");
      expect(html, url).not.toContain("{{");
    }
    // …and the other instance within 2 s.
    const changedAt = Date.now();
    for (const url of ["/", "/investar/standard"]) {
      while (!(await body(url, other)).includes("₹900")) {
        expect(Date.now() - changedAt, url).toBeLessThan(2_000);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  });
});
