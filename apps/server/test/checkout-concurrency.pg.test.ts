import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMonths } from "@investar/core";
import { schema } from "@investar/db";
import { reconcilePendingOrders } from "../src/features/payments/jobs/reconcile-pending-orders.ts";
import { getOrderOutcome } from "../src/features/payments/services/get-order-outcome.ts";
import { creditWallet } from "../src/features/wallet/services/credit-wallet.ts";
import { historyOf, ledgerOf, previewQuote, receiptsTo, startPaying, subscriptionOf } from "./support/checkout.ts";
import { orderNamed, payAtSimulator, submit } from "./support/payments.ts";
import { createUser } from "./support/sessions.ts";
import { createTestApp, databaseKind, type TestApp } from "./support/test-app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`activation exactly once under concurrency (${databaseKind})`, () => {
  it("the same encResp 100 times in parallel, with reconciliation runs and outcome reads: one activation, one ledger entry per deduction", async () => {
    const buyer = await createUser(t);
    await creditWallet(t.app.deps, { userId: buyer.userId, currency: "INR", kind: "subscription", amount: 250_00, reason: "Unused days" });
    await creditWallet(t.app.deps, { userId: buyer.userId, currency: "INR", kind: "general", amount: 120_00, reason: "Goodwill" });
    const selection = { product: "Pro", plan: "Quarter" as const, useWallet: true, couponCode: "WELCOME10" };
    const preview = await previewQuote(t, buyer, selection);
    const returnForm = await payAtSimulator(t, await startPaying(t, buyer, selection), "Simulate success");
    const orderNumber = returnForm.fields.orderNo!;

    const deliveries = Array.from({ length: 100 }, () => submit(t, returnForm));
    const job = { afterMinutes: 0, abandonAfterMinutes: 1440 };
    const [answers, firstRun, secondRun] = await Promise.all([
      Promise.all(deliveries),
      reconcilePendingOrders(t.app.deps, job),
      reconcilePendingOrders(t.app.deps, job),
      getOrderOutcome(t.app.deps, buyer.userId, orderNumber),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(100).fill(303));
    expect(firstRun.errors + secondRun.errors).toBe(0);

    expect((await orderNamed(t, orderNumber)).status).toBe("paid");
    expect(await historyOf(t, buyer.userId)).toHaveLength(1);
    const debits = (await ledgerOf(t, buyer.userId)).filter((entry) => entry.reference === `order:${orderNumber}`);
    expect(debits.map(({ kind, amount }) => [kind, amount])).toEqual([
      ["subscription", -250_00],
      ["general", -120_00],
    ]);
    expect((await subscriptionOf(t, buyer.userId))?.expiryDate).toBe(preview.newExpiryDate);
    expect(await receiptsTo(t, buyer.email)).toHaveLength(1);
    const paidMoves = await t.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.subject, `order:${orderNumber}`), eq(schema.auditLog.action, "order-paid")));
    expect(paidMoves).toHaveLength(1);
  });

  it("two orders of one customer paid at once (two tabs): both periods are added, none is lost", async () => {
    const buyer = await createUser(t);
    const selection = { product: "Standard", plan: "Quarter" as const };
    const preview = await previewQuote(t, buyer, selection);
    // Both quoted before either is paid: each quote says "three months from the trial's end".
    const returns = await Promise.all(
      [startPaying(t, buyer, selection), startPaying(t, buyer, selection)].map(async (form) =>
        payAtSimulator(t, await form, "Simulate success"),
      ),
    );
    await Promise.all(returns.map((form) => submit(t, form)));
    for (const form of returns) expect((await orderNamed(t, form.fields.orderNo!)).status).toBe("paid");

    const history = await historyOf(t, buyer.userId);
    expect(history.map((row) => row.expiryDate)).toEqual([preview.newExpiryDate, addMonths(preview.newExpiryDate, 3)]);
    expect((await subscriptionOf(t, buyer.userId))?.expiryDate).toBe(addMonths(preview.newExpiryDate, 3));
    // The one activated second was quoted on a subscription that changed meanwhile; support can see why.
    const [second] = await t.db.select().from(schema.orders).where(eq(schema.orders.id, history[1]!.orderId));
    const adjusted = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, "activation-expiry-adjusted"));
    expect(adjusted.map((row) => row.subject)).toEqual([`order:${second!.orderNumber}`]);
  });
});
