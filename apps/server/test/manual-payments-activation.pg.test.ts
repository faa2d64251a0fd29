import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { createWebServices } from "../src/features/pages/web-services.ts";
import { activate, submittedPayment } from "./support/manual-payments.ts";
import { activationsOf, markActivation, orderNamed, pendingOrder } from "./support/payments.ts";
import { createUser } from "./support/sessions.ts";
import { createTestApp, databaseKind } from "./support/test-app.ts";
import { suiteApp, suiteUser } from "./support/suite.ts";
import { auditRowsOf } from "./support/audit-log.ts";

const t = suiteApp({ onOrderPaid: markActivation });
const admin = suiteUser(t, { role: "Admin" });
const secondAdmin = suiteUser(t, { role: "SPAdmin" });
const customer = suiteUser(t);

const outcomes = (answers: { statusCode: number; body: string }[]) => answers.map((a) => `${a.statusCode} ${a.body}`).sort();

describe(`ActivateManualPayment: exactly once (${databaseKind})`, () => {
  it("moves the payment to paid and runs activation once; a second click is told it is already activated", async () => {
    const { paymentId, orderNumber } = await submittedPayment(t, customer, "Online Transfer RTGS");
    const first = await activate(t, admin, paymentId);
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toMatch(/^text\/plain/);
    expect(first.body).toBe(`Payment ${orderNumber} activated.`);
    expect(first.headers["x-activation-outcome"]).toBe("activated");
    const again = await activate(t, admin, paymentId);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(`Payment ${orderNumber} is already activated.`);
    expect(again.headers["x-activation-outcome"]).toBe("already-activated");
    expect((await orderNamed(t, orderNumber)).status).toBe("paid");
    expect(await activationsOf(t, orderNumber)).toBe(1);
  });

  it("two admins clicking at the same moment: one transition, one activation, one 'already activated'", async () => {
    const { paymentId, orderNumber } = await submittedPayment(t, customer, "Cheque");
    const answers = await Promise.all([activate(t, admin, paymentId), activate(t, secondAdmin, paymentId)]);
    expect(outcomes(answers)).toEqual([`200 Payment ${orderNumber} activated.`, `200 Payment ${orderNumber} is already activated.`]);
    expect(await activationsOf(t, orderNumber)).toBe(1);
    const moves = await auditRowsOf(t, "order-paid", `order:${orderNumber}`);
    expect(moves).toHaveLength(1);
  });

  it("every way in at once (two admins, the bridge, many clicks) still activates once", async () => {
    const { paymentId, orderNumber } = await submittedPayment(t, customer, "UPI", { form: { reference: "" } });
    const bridge = () =>
      t.app.inject({
        method: "POST",
        url: `/api/payment/BridgeActivateUserPayment?userId=${customer.userId}&transactionId=${orderNumber}`,
        headers: admin.auth,
      });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 3 === 0 ? activate(t, admin, paymentId) : i % 3 === 1 ? activate(t, secondAdmin, paymentId) : bridge(),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.filter((a) => a.headers["x-activation-outcome"] === "activated")).toHaveLength(1);
    expect(await activationsOf(t, orderNumber)).toBe(1);
  });

  it("writes who activated it, and through which call, to the audit log with the move", async () => {
    const { paymentId, orderNumber } = await submittedPayment(t, customer, "DD");
    await activate(t, secondAdmin, paymentId);
    const rows = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.subject, `order:${orderNumber}`));
    const byAction = Object.fromEntries(rows.map((row) => [row.action, row]));
    expect(Object.keys(byAction).sort()).toEqual(["manual-payment-activated", "order-paid", "order-pending"]);
    expect(byAction["order-pending"]!.actorId).toBe(customer.userId);
    expect(byAction["order-paid"]!.actorId).toBe(secondAdmin.userId);
    expect(byAction["manual-payment-activated"]).toMatchObject({
      actorId: secondAdmin.userId,
      details: { paymentId, via: "ActivateManualPayment", amount: 2941_00 },
    });
  });

  it("the customer then sees it activated", async () => {
    const { paymentId } = await submittedPayment(t, customer, "Cash Deposit");
    await activate(t, admin, paymentId);
    const mine = await createWebServices(t.app.deps).listManualPayments(customer.userId);
    expect(mine.find((entry) => entry.paymentId === paymentId)).toMatchObject({ status: "paid", statusWords: "Activated" });
  });

  it("refuses card payments (only the gateway settles those) and unknown ids", async () => {
    const { order } = await pendingOrder(t, customer.userId);
    const card = await activate(t, admin, order.id);
    expect(card.statusCode).toBe(409);
    expect(card.json().message).toContain("only the gateway's answer settles it");
    expect(card.json().request).toEqual({ pId: order.id });
    expect((await orderNamed(t, order.orderNumber)).status).toBe("pending");
    expect((await activate(t, admin, 987654)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "POST", url: "/api/payment/ActivateManualPayment?pId=x", headers: admin.auth })).statusCode).toBe(
      400,
    );
  });

  it("an activation that fails leaves the payment pending, to be activated again", async () => {
    const failing = await createTestApp({
      onOrderPaid: async () => {
        throw new Error("activation failed");
      },
    });
    try {
      const owner = await createUser(failing);
      const boss = await createUser(failing, { role: "Admin" });
      const { paymentId, orderNumber } = await submittedPayment(failing, owner, "Cheque");
      expect((await activate(failing, boss, paymentId)).statusCode).toBe(500);
      expect((await orderNamed(failing, orderNumber)).status).toBe("pending");
      const audit = await failing.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, "manual-payment-activated"));
      expect(audit).toHaveLength(0);
    } finally {
      await failing.close();
    }
  });
});
