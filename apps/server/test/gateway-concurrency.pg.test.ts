import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { transitionOrder } from "../src/features/payments/services/transition-order.ts";
import { activationsOf, markActivation, orderNamed, payAtSimulator, pendingOrder, submit, withPaidHook } from "./support/payments.ts";
import type { TestUser } from "./support/sessions.ts";
import { databaseKind, type TestApp } from "./support/test-app.ts";
import { createTestAppWithUser } from "./support/app-with-user.ts";

let t: TestApp;
let buyer: TestUser;

beforeAll(async () => {
  ({ t, user: buyer } = await createTestAppWithUser({ onOrderPaid: markActivation }));
});
afterAll(() => t.close());

describe(`exactly once under concurrency (${databaseKind})`, () => {
  it("the same encResp delivered 100 times in parallel: one move to paid, one activation, every delivery redirected", async () => {
    const { order, form } = await pendingOrder(t, buyer.userId);
    const returnForm = await payAtSimulator(t, form, "Simulate success");
    const answers = await Promise.all(Array.from({ length: 100 }, () => submit(t, returnForm)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(100).fill(303));
    expect(new Set(answers.map((a) => a.headers.location))).toEqual(
      new Set([`/Pricing/CustomizeSubscription?payment=${order.orderNumber}`]),
    );
    expect((await orderNamed(t, order.orderNumber)).status).toBe("paid");
    expect(await activationsOf(t, order.orderNumber)).toBe(1);
    const audit = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.subject, `order:${order.orderNumber}`));
    expect(audit.map((row) => row.action).sort()).toEqual(["order-paid", "order-pending"]);
  });

  it("concurrent moves out of pending with different outcomes: exactly one wins", async () => {
    const { order } = await pendingOrder(t, buyer.userId);
    const targets = ["paid", "failed", "cancelled"] as const;
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => transitionOrder(t.app.deps, { orderId: order.id, from: "pending", to: targets[i % 3]! })),
    );
    const winners = results.filter((r) => r.moved);
    expect(winners).toHaveLength(1);
    const final = await orderNamed(t, order.orderNumber);
    expect(final.status).toBe(winners[0]!.order!.status);
    for (const loser of results.filter((r) => !r.moved)) expect(loser.order?.status).toBe(final.status);
    expect(await activationsOf(t, order.orderNumber)).toBe(final.status === "paid" ? 1 : 0);
  });

  it("a failing activation rolls the move back: the order stays pending, to be settled again", async () => {
    const { order } = await pendingOrder(t, buyer.userId);
    const failing = async () => {
      throw new Error("activation failed");
    };
    await expect(
      transitionOrder(withPaidHook(t.app.deps, failing), { orderId: order.id, from: "pending", to: "paid", trackingId: "999000111222" }),
    ).rejects.toThrow("activation failed");
    const after = await orderNamed(t, order.orderNumber);
    expect(after.status).toBe("pending");
    expect(after.gatewayTrackingId).toBeNull();
    const moved = await transitionOrder(t.app.deps, { orderId: order.id, from: "pending", to: "paid", trackingId: "999000111222" });
    expect(moved.moved).toBe(true);
    expect(await activationsOf(t, order.orderNumber)).toBe(1);
  });

  it("one gateway transaction settles one order only", async () => {
    const first = await pendingOrder(t, buyer.userId);
    const second = await pendingOrder(t, buyer.userId);
    await transitionOrder(t.app.deps, { orderId: first.order.id, from: "pending", to: "paid", trackingId: "555000111222" });
    await expect(
      transitionOrder(t.app.deps, { orderId: second.order.id, from: "pending", to: "paid", trackingId: "555000111222" }),
    ).rejects.toMatchObject({ status: 409 });
    expect((await orderNamed(t, second.order.orderNumber)).status).toBe("pending");
    expect(await activationsOf(t, second.order.orderNumber)).toBe(0);
  });

  it("refuses moves the state machine does not have, before touching the database", async () => {
    const { order } = await pendingOrder(t, buyer.userId);
    await expect(transitionOrder(t.app.deps, { orderId: order.id, from: "pending", to: "refunded" })).rejects.toThrow(
      "cannot move from pending to refunded",
    );
    await expect(transitionOrder(t.app.deps, { orderId: order.id, from: "paid", to: "pending" })).rejects.toThrow("cannot move");
    // A legal move from a status the order is not in finds nothing to update.
    expect(await transitionOrder(t.app.deps, { orderId: order.id, from: "paid", to: "refunded" })).toMatchObject({
      moved: false,
      order: { status: "pending" },
    });
  });
});
