/**
 * Back-office catalogue edits as customers meet them (ADR 0024): a price change quoted by another
 * instance within 2 seconds, a coupon's usage limit held under parallel checkouts, and a dated price
 * set that prices new purchases from its day while a subscriber renews at the set they bought at.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { buyAtSimulator, checkoutCall, encrypted, paymentRequest } from "./support/checkout.ts";
import { orderNamed, payAtSimulator, submit } from "./support/payments.ts";
import { PRICING_NOW, quoteCall, setTrialEnd } from "./support/pricing.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";
import { createTestAppWithAdmin } from "./support/app-with-user.ts";
import { suiteTwoInstances } from "./support/suite.ts";

const adminCall = (t: TestApp, admin: TestUser, url: string, payload: object) =>
  t.app.inject({ method: "POST", url: `/api/admin/catalogue/${url}`, payload, headers: admin.auth });

describe("a price changed in the back office", () => {
  const { a, b } = suiteTwoInstances();

  it("is quoted by another instance on the same database within 2 seconds", async () => {
    const standard = { currency: "INR", product: "Standard", plan: "Annual" };
    const before = (await quoteCall(b, standard)).json().originalPrice as number; // b has the catalogue cached now
    const admin = await createUser(a, { role: "Admin" });
    const saved = await adminCall(a, admin, "prices", {
      prices: [{ channel: "tool", itemId: "Standard", plan: "Annual", priceSetId: "INR", amount: (before + 1000) * 100 }],
    });
    expect(saved.statusCode).toBe(200);
    await expect
      .poll(async () => (await quoteCall(b, standard)).json().originalPrice, { timeout: 2_000, interval: 50 })
      .toBe(before + 1000);
  });
});

describe("a coupon's usage limit under parallel checkouts", () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    ({ t, admin } = await createTestAppWithAdmin());
  });
  afterAll(() => t.close());

  const selection = (code: string) => ({ product: "Standard", plan: "Quarter" as const, couponCode: code });
  const uses = async (code: string) =>
    (await t.db.select().from(schema.catalogueCoupons).where(eq(schema.catalogueCoupons.code, code)))[0]!.timesUsed;

  it("a limit of 3 lets exactly 3 of 8 parallel buyers pay with the discount; the others are told it is used up", async () => {
    expect((await adminCall(t, admin, "coupons", { code: "LIMIT3", label: "Three only", percent: 30, usageLimit: 3 })).statusCode).toBe(
      200,
    );
    const buyers = await Promise.all(Array.from({ length: 8 }, () => createUser(t)));
    const answers = await Promise.all(
      buyers.map(async (buyer) => checkoutCall(t, buyer, await encrypted(t, paymentRequest(buyer.userId, selection("LIMIT3"))))),
    );

    const started = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(started).toHaveLength(3);
    expect(refused).toHaveLength(5);
    for (const answer of refused)
      expect(answer.json()).toMatchObject({ code: "CouponCodeApply", message: "Coupon LIMIT3 has been used as many times as it allows." });

    for (const answer of started) {
      const back = await payAtSimulator(t, answer.json(), "Simulate success");
      await submit(t, back);
      const order = await orderNamed(t, back.fields.orderNo!);
      expect(order.status).toBe("paid");
      expect(order.quote).toMatchObject({ summary: { appliedCouponCode: "LIMIT3", discountPerc: 30 } });
    }
    expect(await uses("LIMIT3")).toBe(3);
    const late = await quoteCall(t, { currency: "INR", ...selection("LIMIT3") }, buyers[0]!.auth);
    expect(late.json()).toMatchObject({ code: "CouponCodeApply" });
  });

  it("a failed payment gives its use back, so the next buyer can have it", async () => {
    await adminCall(t, admin, "coupons", { code: "LAST1", label: "One only", percent: 10, usageLimit: 1 });
    const [first, second] = [await createUser(t), await createUser(t)];
    await buyAtSimulator(t, first, selection("LAST1"), "Simulate failure");
    expect(await uses("LAST1")).toBe(0);
    const { orderNumber } = await buyAtSimulator(t, second, selection("LAST1"), "Simulate success");
    expect((await orderNamed(t, orderNumber)).status).toBe("paid");
    expect(await uses("LAST1")).toBe(1);
  });

  it("a once-per-customer coupon is refused to a customer who paid with it", async () => {
    await adminCall(t, admin, "coupons", { code: "ONCE", label: "Once each", percent: 10, oncePerUser: true });
    const buyer = await createUser(t);
    await buyAtSimulator(t, buyer, { ...selection("ONCE"), plan: "Month" }, "Simulate success");
    const again = await quoteCall(t, { currency: "INR", ...selection("ONCE") }, buyer.auth);
    expect(again.json()).toMatchObject({
      code: "CouponCodeApply",
      message: "You have already used coupon ONCE; it can be used once per customer.",
    });
    expect((await quoteCall(t, { currency: "INR", ...selection("ONCE") }, (await createUser(t)).auth)).statusCode).toBe(200);
  });
});

describe("a dated price set", () => {
  let clock = PRICING_NOW;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  it("prices new purchases from its day, while a subscriber who bought before renews at the earlier set", async () => {
    const admin = await createUser(t, { role: "Admin" });
    const subscriber = await createUser(t);
    await setTrialEnd(t, subscriber.userId, null);
    const quarter = { currency: "INR", product: "Standard", plan: "Quarter" };
    await buyAtSimulator(t, subscriber, { product: "Standard", plan: "Quarter" }, "Simulate success");
    const [deal] = await t.db.select().from(schema.userSubscriptionDeals).where(eq(schema.userSubscriptionDeals.userId, subscriber.userId));
    expect(deal).toMatchObject({ priceSetId: "INR" });
    const oldPrice = (await quoteCall(t, quarter)).json().originalPrice as number;

    const added = await adminCall(t, admin, "price-sets", { currency: "INR", effectiveFrom: "2026-03-12" });
    expect(added.json()).toMatchObject({ id: "INR_12_03_26", copiedFrom: "INR" });
    await adminCall(t, admin, "prices", {
      prices: [{ channel: "tool", itemId: "Standard", plan: "Quarter", priceSetId: "INR_12_03_26", amount: (oldPrice + 500) * 100 }],
    });
    expect((await quoteCall(t, quarter)).json().originalPrice).toBe(oldPrice); // not yet its day

    clock = new Date("2026-03-12T04:00:00Z");
    expect((await quoteCall(t, quarter)).json().originalPrice).toBe(oldPrice + 500);
    const renewal = (await quoteCall(t, quarter, subscriber.auth)).json();
    expect(renewal).toMatchObject({ kind: "renewal", originalPrice: oldPrice });
    expect(renewal.explanation.join(" ")).toContain("at your earlier prices");
  });
});
