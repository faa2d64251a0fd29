import { and, eq, inArray } from "drizzle-orm";
import { openCardOrdersMessage } from "@investar/core";
import { schema } from "@investar/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyAtSimulator, checkoutCall, encrypted, paymentRequest } from "./support/checkout.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";

// ADR 0015: at most 5 open card orders per customer, and checkout is rate limited.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const standard = { product: "Standard", plan: "Quarter" as const };
const checkout = async (user: TestUser) => checkoutCall(t, user, await encrypted(t, paymentRequest(user.userId, standard)));
const openOrders = async (user: TestUser) =>
  t.db
    .select()
    .from(schema.orders)
    .where(and(eq(schema.orders.userId, user.userId), inArray(schema.orders.status, ["created", "pending"])));

describe("open card orders", () => {
  it("answers the 6th open card order with 409 and a clear message, and allows one again once an order settles", async () => {
    const buyer = await createUser(t);
    for (let i = 0; i < 5; i += 1) expect((await checkout(buyer)).statusCode).toBe(200);
    const sixth = await checkout(buyer);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toMatchObject({ code: "Conflict", message: openCardOrdersMessage() });
    expect(await openOrders(buyer)).toHaveLength(5);

    const [oldest] = await openOrders(buyer);
    await t.db.update(schema.orders).set({ status: "cancelled" }).where(eq(schema.orders.id, oldest!.id));
    expect((await checkout(buyer)).statusCode).toBe(200);
  });

  it("holds under parallel checkouts: of 8 at once, exactly 5 open", async () => {
    const buyer = await createUser(t);
    const answers = await Promise.all(Array.from({ length: 8 }, () => checkout(buyer)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 409, 409, 409]);
    expect(await openOrders(buyer)).toHaveLength(5);
  });

  it("is per customer: another customer still checks out", async () => {
    const buyer = await createUser(t);
    await Promise.all(Array.from({ length: 5 }, () => checkout(buyer)));
    expect((await checkout(await createUser(t))).statusCode).toBe(200);
  });
});

describe("checkout rate", () => {
  it("refuses the 21st card checkout of an account in an hour with 429, even when the earlier ones settled", async () => {
    const buyer = await createUser(t);
    for (let i = 0; i < 20; i += 1) await buyAtSimulator(t, buyer, standard, "Cancel");
    expect(await openOrders(buyer)).toHaveLength(0);
    const refused = await checkout(buyer);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^You have started too many payments\. Please try again in \d+ minutes\.$/);
  });
});
