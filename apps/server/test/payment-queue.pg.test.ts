/**
 * The payment queue (docs/business-rules.md#payment-queue): manual payments awaiting verification, oldest
 * first, with possible duplicates flagged, and bulk activation — each payment exactly once, in its own
 * transaction, even when the same payment is sent twice at once — reporting which failed and why.
 */
import { describe, expect, it } from "vitest";
import { activate, submittedPayment, submitManualPayment, manualPaymentBody } from "./support/manual-payments.ts";
import { activationsOf, markActivation, orderNamed } from "./support/payments.ts";
import type { TestUser } from "./support/sessions.ts";
import { databaseKind } from "./support/test-app.ts";
import { suiteApp, suiteUser } from "./support/suite.ts";
import { auditRowsOf } from "./support/audit-log.ts";

const t = suiteApp({ onOrderPaid: markActivation });
const admin = suiteUser(t, { role: "Admin" });
const secondAdmin = suiteUser(t, { role: "SPAdmin" });
const customer = suiteUser(t);

const queue = (user: TestUser | null = admin) =>
  t.app.inject({ method: "GET", url: "/api/admin/payment-queue", headers: user?.auth ?? {} });
const bulk = (paymentIds: unknown, user: TestUser | null = admin) =>
  t.app.inject({ method: "POST", url: "/api/admin/payment-queue/activate", payload: { paymentIds }, headers: user?.auth ?? {} });

describe("who may use the queue", () => {
  it("no token → 401, a customer → 403, and nothing is activated", async () => {
    const { paymentId, orderNumber } = await submittedPayment(t, customer, "Online Transfer RTGS", { selItems: { product: "Basic" } });
    for (const user of [null, customer]) {
      expect((await queue(user)).statusCode).toBe(user ? 403 : 401);
      expect((await bulk([paymentId], user)).statusCode).toBe(user ? 403 : 401);
    }
    expect((await orderNamed(t, orderNumber)).status).toBe("pending");
    expect((await activate(t, admin, paymentId)).statusCode).toBe(200);
  });
  it("bad input → 400: no ids, too many, not numbers", async () => {
    for (const ids of [[], Array.from({ length: 101 }, (_, i) => i + 1), ["one"], "1"]) expect((await bulk(ids)).statusCode).toBe(400);
  });
});

describe(`the queue (${databaseKind})`, () => {
  it("lists waiting payments oldest first, with a possible duplicate flagged", async () => {
    const first = await submittedPayment(t, customer, "Online Transfer NEFT", { selItems: { product: "Pro" } });
    const again = manualPaymentBody(customer.userId, "Online Transfer NEFT", { selItems: { product: "Pro" } });
    const second = await submitManualPayment(t, customer, { ...again, confirmDuplicate: true });
    expect(second.statusCode).toBe(200);
    const { payments } = (await queue()).json();
    const numbers = payments.map((p: { orderNumber: string }) => p.orderNumber);
    const duplicate = payments.find((p: { orderNumber: string }) => p.orderNumber === second.json().payment.orderNumber);
    expect(numbers.indexOf(first.orderNumber)).toBeLessThan(numbers.indexOf(duplicate.orderNumber));
    expect(duplicate.possibleDuplicateOf).toBe(first.orderNumber);
    const times = payments.map((p: { submittedAt: string }) => p.submittedAt);
    expect([...times].sort()).toEqual(times);
  });
});

describe(`bulk activation (${databaseKind})`, () => {
  it("activates each ticked payment once and reports the one that can't be activated, with why", async () => {
    const a = await submittedPayment(t, customer, "Cheque", { selItems: { product: "Standard", plan: "Annual" } });
    const b = await submittedPayment(t, customer, "DD", { selItems: { product: "Basic", plan: "Annual" } });
    const res = await bulk([a.paymentId, b.paymentId, 99999999]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ activated: 2, alreadyActivated: 0, failed: 1 });
    expect(body.results[2]).toEqual({ paymentId: 99999999, orderNumber: null, outcome: "failed", message: "No payment 99999999." });
    expect(await activationsOf(t, a.orderNumber)).toBe(1);
    expect(await activationsOf(t, b.orderNumber)).toBe(1);
    const { payments } = (await queue()).json();
    expect(payments.map((p: { paymentId: number }) => p.paymentId)).not.toContain(a.paymentId);
  });

  it("the same payment sent twice at once (two admins, and twice in one list) is activated exactly once", async () => {
    const { paymentId, orderNumber } = await submittedPayment(t, customer, "Online Transfer from the primary bank", {
      selItems: { product: "Pro", plan: "Annual" },
    });
    const answers = await Promise.all([bulk([paymentId, paymentId]), bulk([paymentId], secondAdmin)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const outcomes = answers.flatMap((a) => a.json().results.map((r: { outcome: string }) => r.outcome)).sort();
    expect(outcomes).toEqual(["activated", "already-activated"]);
    expect(await activationsOf(t, orderNumber)).toBe(1);
    const moves = await auditRowsOf(t, "manual-payment-activated", `order:${orderNumber}`);
    expect(moves).toHaveLength(1);
  });

  it("a payment rejected meanwhile fails with the activation's own reason; the rest are activated", async () => {
    const kept = await submittedPayment(t, customer, "Local Cheque Deposit", { selItems: { product: "Standard", plan: "Month" } });
    const rejected = await submittedPayment(t, customer, "Cash Deposit", { selItems: { product: "Basic", plan: "Month" } });
    const reject = await t.app.inject({
      method: "POST",
      url: "/api/payment/RejectManualPayment",
      payload: { paymentId: rejected.paymentId, reason: "No such deposit on the statement." },
      headers: admin.auth,
    });
    expect(reject.statusCode).toBe(200);
    const body = (await bulk([rejected.paymentId, kept.paymentId])).json();
    expect(body).toMatchObject({ activated: 1, failed: 1 });
    expect(body.results[0].message).toMatch(/rejected/i);
    expect((await orderNamed(t, kept.orderNumber)).status).toBe("paid");
    expect((await orderNamed(t, rejected.orderNumber)).status).toBe("failed");
  });
});
