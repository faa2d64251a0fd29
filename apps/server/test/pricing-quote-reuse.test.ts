import { gunzipSync } from "node:zlib";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { invalidateCatalogue } from "../src/features/catalogue/services/load-catalogue.ts";
import { giveSubscription, PRICING_NOW, quoteCall, setTrialEnd } from "./support/pricing.ts";
import { createUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";

/** Anonymous quotes are kept between requests (quote-price.ts): what they depend on must still show at once. */
let t: TestApp;
let now = PRICING_NOW;
beforeAll(async () => {
  t = await createTestApp({ now: () => now });
});
afterAll(() => t.close());

const standardQuarter = { currency: "INR", product: "Standard", plan: "Quarter" } as const;

describe("POST /api/payment/Quote for a visitor without an account, asked again", () => {
  it("answers the new price as soon as the catalogue changes", async () => {
    expect((await quoteCall(t, standardQuarter)).json()).toMatchObject({ originalPrice: 2493, total: 2941 });
    const p = schema.cataloguePrices;
    const row = and(eq(p.channel, "tool"), eq(p.itemId, "Standard"), eq(p.plan, "Quarter"), eq(p.priceSetId, "INR"));
    const [saved] = await t.db.select({ amount: p.amount }).from(p).where(row);
    await t.db.update(p).set({ amount: 300_000 }).where(row);
    invalidateCatalogue(t.app.deps);
    try {
      expect((await quoteCall(t, standardQuarter)).json()).toMatchObject({ originalPrice: 3000, gst: 540, total: 3540 });
    } finally {
      await t.db.update(p).set({ amount: saved!.amount }).where(row);
      invalidateCatalogue(t.app.deps);
    }
  });

  it("moves the new expiry date on when the day in India changes", async () => {
    expect((await quoteCall(t, standardQuarter)).json()).toMatchObject({ newExpiryDate: "2026-06-10" });
    now = new Date(PRICING_NOW.getTime() + 24 * 60 * 60 * 1000);
    try {
      expect((await quoteCall(t, standardQuarter)).json()).toMatchObject({ newExpiryDate: "2026-06-11" });
    } finally {
      now = PRICING_NOW;
    }
  });
});

describe("POST /api/payment/Quote with a body sent before (known-json-bodies.ts)", () => {
  const post = (payload: string) =>
    t.app.inject({ method: "POST", url: "/api/payment/Quote", payload, headers: { "content-type": "application/json" } });

  it("answers the same bytes to the same text, and the same price to the same selection written differently", async () => {
    const text = JSON.stringify(standardQuarter);
    const first = await post(text);
    const again = await post(text);
    expect(first.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    const spaced = await post(`{ "plan": "Quarter", "product": "Standard", "currency": "INR", "addons": [] }`);
    expect(spaced.body).toBe(first.body);
  });

  it("answers gzip bytes of that same JSON to a client that takes gzip, and the text to one that does not", async () => {
    const text = JSON.stringify(standardQuarter);
    const plain = await post(text);
    for (const acceptEncoding of ["gzip", "gzip, deflate, br, zstd"]) {
      const zipped = await t.app.inject({
        method: "POST",
        url: "/api/payment/Quote",
        payload: text,
        headers: { "content-type": "application/json", "accept-encoding": acceptEncoding },
      });
      expect(zipped.headers["content-encoding"]).toBe("gzip");
      expect(zipped.headers["vary"]).toContain("accept-encoding");
      expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    }
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.json()).toMatchObject({ total: 2941 });
  });

  it("still answers 400 with the same message to a bad body sent again, and to a near copy of a known one", async () => {
    const noPlan = JSON.stringify({ currency: "INR", product: "Standard" });
    const answers = [await post(noPlan), await post(noPlan)];
    for (const answer of answers) expect(answer.statusCode).toBe(400);
    expect(answers[1]!.json()).toEqual(answers[0]!.json());
    expect(answers[0]!.json()).toMatchObject({ code: "BadRequest", message: expect.stringMatching(/plan/) });
    await post(JSON.stringify(standardQuarter));
    const badPlan = await post(JSON.stringify({ ...standardQuarter, plan: "Decade" }));
    expect(badPlan.statusCode).toBe(400);
    expect(badPlan.json()).toMatchObject({ code: "BadRequest", message: expect.stringMatching(/plan/) });
  });

  it("refuses JSON that is not JSON or that sets __proto__, every time", async () => {
    const poisoned = `{"currency":"INR","product":"Standard","plan":"Quarter","__proto__":{"useWallet":true}}`;
    for (const payload of ["{not json", "{not json", poisoned, poisoned]) {
      const answer = await post(payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: "BadRequest" });
    }
  });

  it("gives a subscriber sending a visitor's body text their own price, not the visitor's", async () => {
    const text = JSON.stringify(standardQuarter);
    const visitor = await post(text);
    const subscriber = await createUser(t);
    await setTrialEnd(t, subscriber.userId, new Date("2026-01-01T00:00:00Z"));
    await giveSubscription(t, subscriber.userId, { baseProduct: "Standard", plan: "Quarter", expiryDate: "2026-05-10" });
    const own = await t.app.inject({
      method: "POST",
      url: "/api/payment/Quote",
      payload: text,
      headers: { "content-type": "application/json", ...subscriber.auth },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().kind).not.toBe(visitor.json().kind);
  });
});
