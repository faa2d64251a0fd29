import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { buyAtSimulator } from "./support/checkout.ts";
import { bypassing, visibleText } from "./support/pseudo-locale.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";

/**
 * docs/adr/0059-hindi-with-lingui.md#guards: the rest of the customer's own pages, for a paying customer whose
 * language is Hindi, rendered in the pseudo-locale en-XA: any visible English outside the brackets bypassed the
 * catalogue. Names the staff or the customer wrote (editions, add-ons, the customer's own name) are data.
 */
let t: TestApp;
let customer: TestUser;
beforeAll(async () => {
  t = await createTestApp({ web: true });
  customer = await createUser(t, { name: "Test" });
  await buyAtSimulator(t, customer, { product: "Standard", plan: "Annual" }, "Simulate success");
  await t.db.update(schema.users).set({ language: "hi" }).where(eq(schema.users.id, customer.userId));
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers: { cookie: `investar_session=${customer.token}`, ...headers } });

/** The customer's name and the invoice numbers: data, not UI text. */
const OWN_DATA = [/\bTest\b/g, /\b[A-Z]{2,}[/-][\w/-]+/g];

const PAGES: [page: string, url: string, regions: (readonly [start: string, end: string])[]][] = [
  [
    "My Subscription",
    "/my-investar/manage-subscription",
    [
      ['<section class="invoices"', "</section>"],
      ['<section aria-labelledby="statement-heading"', "</section>"],
      ['<ul class="change-options"', "<summary>"],
      ["<summary>", "</summary>"],
      ['<section class="card auto-renew-card"', "</section>"],
    ],
  ],
  [
    "My Profile",
    "/my-investar/my-profile",
    [
      ...["member", "flags", "language"].map((section) => [`aria-labelledby="${section}-heading"`, "</section>"] as const),
      // Country, state and city names are places, listed as written.
      ['aria-labelledby="contact-heading"', '<select id="contact-country"'],
      ['<label for="contact-state"', "</label>"],
      ['<label for="contact-city"', "</label>"],
      ['<label for="contact-address"', "</section>"],
    ],
  ],
  ["Change Password", "/my-investar/change-password", [['<div class="page-narrow profile-page"', "</form>"]]],
];

describe("the rest of the customer's own pages in the pseudo-locale en-XA", () => {
  it.each(PAGES)("%s: every visible text of its sections comes from the catalogue", async (_page, url, regions) => {
    const res = await get(url, { "x-pseudo-locale": "en-XA" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en-XA"');
    const texts = regions.flatMap(([start, end]) => visibleText(res.body, start, end));
    expect(texts.some((text) => text.includes("⟦"))).toBe(true);
    expect(bypassing(texts, OWN_DATA)).toEqual([]);
  });

  it("My Subscription in Hindi: the invoices, the statement and the offers", async () => {
    const res = await get("/my-investar/manage-subscription");
    expect(res.body).toContain('<html lang="hi-IN"');
    const body = res.body.replaceAll("<!-- -->", "");
    expect(body).toContain(">इनवॉइस</h2>");
    expect(body).toContain(">टैक्स इनवॉइस</div>");
    expect(body).toContain(">स्टेटमेंट</h2>");
    expect(body).toMatch(/Standard रिन्यू करें \(सालाना\)/);
    expect(body).toMatch(/₹[\d,]+ GST सहित/);
  });

  it("My Profile in Hindi: its sections and the language choice, the account's language chosen", async () => {
    const body = (await get("/my-investar/my-profile")).body.replaceAll("<!-- -->", "");
    expect(body).toContain(">सदस्य की जानकारी</h2>");
    expect(body).toContain(">मेल और आपके अकाउंट की भाषा</h2>");
    expect(body).toContain('<input type="radio" name="lang" checked="" value="hi"/>');
  });
});
