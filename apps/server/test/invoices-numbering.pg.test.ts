import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { issueCreditNote } from "../src/features/invoices/services/issue-credit-note.ts";
import { issueInvoice } from "../src/features/invoices/services/issue-invoice.ts";
import { createOrder } from "../src/features/payments/services/create-order.ts";
import { transitionOrder } from "../src/features/payments/services/transition-order.ts";
import { invoiceOf, movableClock, payOrder, sampleQuote } from "./support/invoices.ts";
import { withPaidHook } from "./support/payments.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { databaseKind, type TestApp } from "./support/test-app.ts";
import { createTestAppWithUser } from "./support/app-with-user.ts";

const clock = movableClock();
let t: TestApp;
let buyer: TestUser;
/** A customer may have only 5 card orders open at once (ADR 0015), so parallel issuing spreads over other customers. */
let buyers: TestUser[];

beforeAll(async () => {
  ({ t, user: buyer } = await createTestAppWithUser({ now: clock.now }));
  buyers = await Promise.all(Array.from({ length: 20 }, () => createUser(t)));
});
const buyerFor = (i: number) => buyers[i % buyers.length]!.userId;
afterAll(() => t.close());

/** Each test numbers in a financial year of its own, so their serials never meet. */
const indiaNoon = (day: string) => new Date(`${day}T06:30:00Z`);

describe(`invoice numbers (${databaseKind})`, () => {
  it("are consecutive within a financial year and start again at 1 on 1 April, India time", async () => {
    clock.at = indiaNoon("2030-03-30");
    const march = [];
    for (let i = 0; i < 3; i += 1) march.push((await payOrder(t, buyer.userId)).invoice.number);
    expect(march).toEqual(["INV/29-30/000001", "INV/29-30/000002", "INV/29-30/000003"]);

    // 31 March 23:59 in India is still 2029-30 (18:29 UTC); a minute later it is 1 April, 2030-31.
    clock.at = new Date("2030-03-31T18:29:00Z");
    expect((await payOrder(t, buyer.userId)).invoice.number).toBe("INV/29-30/000004");
    clock.at = new Date("2030-03-31T18:30:00Z");
    const april = await payOrder(t, buyer.userId);
    expect(april.invoice).toMatchObject({ number: "INV/30-31/000001", financialYear: "2030-31", serial: 1 });
    expect((await payOrder(t, buyer.userId)).invoice.number).toBe("INV/30-31/000002");
  });

  it("give an order one invoice, however often it is issued", async () => {
    clock.at = indiaNoon("2031-05-02");
    const { order, invoice } = await payOrder(t, buyer.userId);
    const again = await t.db.transaction((tx) => issueInvoice(t.app.deps, tx, order));
    expect(again?.id).toBe(invoice.id);
    const twiceInParallel = await Promise.all(
      Array.from({ length: 5 }, () => t.db.transaction((tx) => issueInvoice(t.app.deps, tx, order))),
    );
    expect(new Set(twiceInParallel.map((i) => i?.number))).toEqual(new Set([invoice.number]));
    expect(await t.db.select().from(schema.invoices).where(eq(schema.invoices.orderId, order.id))).toHaveLength(1);
    expect((await payOrder(t, buyer.userId)).invoice.serial).toBe(invoice.serial + 1);
  });

  it("leave no gap when the activation that issued one rolls back", async () => {
    clock.at = indiaNoon("2032-06-10");
    const first = await payOrder(t, buyer.userId);
    const deps = t.app.deps;
    const order = await createOrder(deps, buyer.userId, sampleQuote({ currency: "INR" }), "CCAvenue");
    await transitionOrder(deps, { orderId: order.id, from: "created", to: "pending" });
    const failing = async (tx: Parameters<typeof issueInvoice>[1], paid: Parameters<typeof issueInvoice>[2]) => {
      await issueInvoice(deps, tx, paid);
      throw new Error("activation failed after the invoice");
    };
    await expect(transitionOrder(withPaidHook(deps, failing), { orderId: order.id, from: "pending", to: "paid" })).rejects.toThrow(
      "activation failed",
    );
    expect(await t.db.select().from(schema.invoices).where(eq(schema.invoices.orderId, order.id))).toHaveLength(0);
    const next = await payOrder(t, buyer.userId);
    expect(next.invoice.number).toBe(`INV/32-33/${String(first.invoice.serial + 1).padStart(6, "0")}`);
  });

  it("50 invoices issued in parallel are numbered 1 to 50, each once", async () => {
    clock.at = indiaNoon("2033-07-01");
    const deps = t.app.deps;
    const orders = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const order = await createOrder(deps, buyerFor(i), sampleQuote({ currency: "INR" }), "CCAvenue");
        await transitionOrder(deps, { orderId: order.id, from: "created", to: "pending" });
        return order;
      }),
    );
    await Promise.all(
      orders.map((order) =>
        transitionOrder(
          withPaidHook(deps, (tx, paid) => issueInvoice(deps, tx, paid).then(() => undefined)),
          { orderId: order.id, from: "pending", to: "paid" },
        ),
      ),
    );
    const invoices = await Promise.all(orders.map((order) => invoiceOf(t, order.id)));
    expect(invoices.map((i) => i.serial).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(invoices.map((i) => i.number)).size).toBe(50);
    expect(invoices.every((i) => i.financialYear === "2033-34")).toBe(true);
    // The counter's row lock queues the issuers: each invoice row is written after the one numbered before it.
    const byTime = [...invoices].sort((a, b) => a.serial - b.serial);
    expect(byTime.map((i) => i.id)).toEqual([...byTime.map((i) => i.id)].sort((a, b) => a - b));
  });

  it("number credit notes in their own series, consecutive in parallel too", async () => {
    clock.at = indiaNoon("2034-08-15");
    const paid = await Promise.all(Array.from({ length: 20 }, (_, i) => payOrder(t, buyerFor(i))));
    const notes = await Promise.all(
      paid.map(({ order }) =>
        t.db.transaction((tx) => issueCreditNote(t.app.deps, tx, { orderId: order.id, amountMinor: 100_00, reason: "Goodwill refund" })),
      ),
    );
    expect(notes.map((n) => n.number).sort()).toEqual(Array.from({ length: 20 }, (_, i) => `CN/34-35/${String(i + 1).padStart(6, "0")}`));
    expect(paid.map((p) => p.invoice.serial).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});
