import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { invalidateCatalogue } from "../src/services/pricing/load-catalogue.ts";
import { PRICING_NOW, quoteCall } from "./support/pricing.ts";
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
