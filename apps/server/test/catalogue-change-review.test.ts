/**
 * Safer catalogue changes (docs/business-rules.md#catalogue-change-review): a price or coupon change is
 * reviewed before it is saved — before → after, the pages that show it, the renewals it prices — and a
 * price change can be scheduled for a later day, not live before it.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { addDays, indiaToday } from "@investar/core";
import { movableClock } from "./support/invoices.ts";
import { giveSubscription, quoteCall } from "./support/pricing.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";

const clock = movableClock();
let t: TestApp;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  admin = await createUser(t, { role: "Admin" });
  customer = await createUser(t);
});
afterAll(() => t.close());

const post = (path: string, payload: object, user: TestUser | null = admin) =>
  t.app.inject({ method: "POST", url: `/api/admin/catalogue/${path}`, payload, headers: user?.auth ?? {} });
const standardQuarter = (amount: number, priceSetId = "INR") => ({
  channel: "tool",
  itemId: "Standard",
  plan: "Quarter",
  priceSetId,
  amount,
});
const storedPrice = async (priceSetId: string) =>
  (await t.db.select().from(schema.cataloguePrices).where(eq(schema.cataloguePrices.priceSetId, priceSetId))).find(
    (p) => p.itemId === "Standard" && p.plan === "Quarter" && p.channel === "tool",
  )?.amount;
const quotedStandard = async () =>
  (await quoteCall(t, { currency: "INR", product: "Standard", plan: "Quarter" })).json().productAndAmounts[0].Total;

describe("who may review and schedule", () => {
  it("no token → 401, a customer → 403, and nothing changes", async () => {
    const tomorrow = addDays(indiaToday(new Date()), 1);
    for (const user of [null, customer]) {
      const status = user ? 403 : 401;
      expect((await post("prices/preview", { prices: [standardQuarter(1)] }, user)).statusCode).toBe(status);
      expect((await post("prices/schedule", { prices: [standardQuarter(1)], effectiveFrom: tomorrow }, user)).statusCode).toBe(status);
      expect((await post("coupons/preview", { code: "X", label: "X", percent: 5 }, user)).statusCode).toBe(status);
    }
    expect(await storedPrice("INR")).toBe(249300);
  });
  it("bad input → 400 by field: an unknown item or set, a negative price, a schedule for today or the past", async () => {
    const unknown = await post("prices/preview", { prices: [{ ...standardQuarter(1), itemId: "Platinum" }] });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().errors)).toContain("prices.0.itemId");
    expect((await post("prices/preview", { prices: [standardQuarter(1, "EUR_01_01_30")] })).statusCode).toBe(400);
    expect((await post("prices/preview", { prices: [standardQuarter(-1)] })).statusCode).toBe(400);
    const today = await post("prices/schedule", { prices: [standardQuarter(1)], effectiveFrom: indiaToday(new Date()) });
    expect(today.statusCode).toBe(400);
    expect(today.json().errors.effectiveFrom[0]).toMatch(/tomorrow or later/);
  });
});

describe("reviewing a price change", () => {
  it("shows before → after, the pages that show the price and the renewals it prices; saves nothing", async () => {
    await giveSubscription(t, customer.userId, {
      baseProduct: "Standard",
      plan: "Quarter",
      expiryDate: addDays(indiaToday(new Date()), 30),
    });
    await t.db.insert(schema.userSubscriptionDeals).values({ userId: customer.userId, itemId: "Standard", priceSetId: "INR" });
    const res = await post("prices/preview", { prices: [standardQuarter(260000)] });
    expect(res.statusCode).toBe(200);
    const preview = res.json();
    const [change] = preview.changes.filter((c: { plan: string }) => c.plan === "Quarter");
    expect(change).toMatchObject({ itemName: "Standard", currency: "INR", priceSetId: "INR", before: 249300, after: 260000, renewals: 1 });
    expect(change.pages).toEqual(expect.arrayContaining(["/Pricing", "/investar/standard", "/"]));
    expect(preview.goesLive).toBe(indiaToday(new Date()));
    expect(preview.renewals).toBe(1);
    expect(await storedPrice("INR")).toBe(249300);
  });
  it("an unchanged price is counted, not listed", async () => {
    const preview = (await post("prices/preview", { prices: [standardQuarter(249300)] })).json();
    expect(preview).toMatchObject({ changes: [], unchanged: 1, renewals: 0 });
  });
});

describe("scheduling a price change", () => {
  it("is reviewed as a new dated set, goes live on its day and not before", async () => {
    clock.at = null;
    const today = indiaToday(new Date());
    const from = addDays(today, 2);
    const preview = (await post("prices/preview", { prices: [standardQuarter(270000)], effectiveFrom: from })).json();
    expect(preview.goesLive).toBe(from);
    expect(preview.newPriceSets).toEqual([{ id: expect.stringMatching(/^INR_/), effectiveFrom: from, copiedFrom: "INR" }]);
    expect(preview.changes[0]).toMatchObject({ before: 249300, after: 270000, renewals: 0 });

    const saved = await post("prices/schedule", { prices: [standardQuarter(270000)], effectiveFrom: from });
    expect(saved.statusCode).toBe(200);
    const setId = saved.json().priceSets[0];
    expect(await storedPrice(setId)).toBe(270000);
    expect(await storedPrice("INR")).toBe(249300);
    expect(await quotedStandard()).toBe(2493);
    clock.at = new Date(Date.now() + 86_400_000);
    expect(await quotedStandard()).toBe(2493);
    clock.at = new Date(Date.now() + 3 * 86_400_000);
    expect(await quotedStandard()).toBe(2700);
    clock.at = null;
    const audit = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, "catalogue-price-change-scheduled"));
    expect(audit).toHaveLength(1);
    // A second change for the same day lands in the same set.
    const again = await post("prices/schedule", { prices: [standardQuarter(275000)], effectiveFrom: from });
    expect(again.json().priceSets).toEqual([setId]);
    expect(await storedPrice(setId)).toBe(275000);
  });
});

describe("reviewing a coupon change", () => {
  it("shows each changed field before → after and where the coupon is used", async () => {
    const coupon = { code: "DIWALI10", label: "Diwali offer", percent: 10, validFrom: null, validUntil: null, usageLimit: 100 };
    const fresh = (await post("coupons/preview", coupon)).json();
    expect(fresh.exists).toBe(false);
    expect((await post("coupons", coupon)).statusCode).toBe(200);
    const res = await post("coupons/preview", { ...coupon, percent: 15, usageLimit: null });
    expect(res.statusCode).toBe(200);
    const preview = res.json();
    expect(preview).toMatchObject({ code: "DIWALI10", exists: true, ordersHolding: 0 });
    expect(preview.changes).toEqual([
      { field: "Percent off", before: "10", after: "15" },
      { field: "Usage limit", before: "100", after: "unlimited" },
    ]);
    expect(preview.pages).toContain("/Pricing/CustomizeSubscription");
  });
});
