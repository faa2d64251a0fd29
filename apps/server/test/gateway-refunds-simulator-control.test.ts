import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { followPendingRefunds } from "../src/features/payments/jobs/follow-pending-refunds.ts";
import { createRefundGateway } from "../src/integrations/gateway/create-refund-gateway.ts";
import { inProcessTransport } from "../src/integrations/gateway/in-process-transport.ts";
import { buyAtSimulator } from "./support/checkout.ts";
import { movableClock } from "./support/invoices.ts";
import { orderNamed } from "./support/payments.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { createTestAppWithAdmin } from "./support/app-with-user.ts";

// README "Refunds through the gateway": PAYMENT_SIMULATOR_REFUNDS makes the simulator refuse refunds, or keep them pending a while.
const standard = { product: "Standard", plan: "Quarter" as const };

async function simulatorApp(setting: string, clock = movableClock()) {
  const { t, admin } = await createTestAppWithAdmin({ env: { PAYMENT_SIMULATOR_REFUNDS: setting }, now: clock.now });
  const refund = (body: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url: "/api/payment/RefundPayments", headers: admin.auth, payload: body });
  const paidByCard = async (buyer: TestUser) => orderNamed(t, (await buyAtSimulator(t, buyer, standard, "Simulate success")).orderNumber);
  const creditNotesOf = (orderId: number) => t.db.select().from(schema.creditNotes).where(eq(schema.creditNotes.orderId, orderId));
  return { t, admin, refund, paidByCard, creditNotesOf, clock };
}

describe("PAYMENT_SIMULATOR_REFUNDS=pending:60", () => {
  let app: Awaited<ReturnType<typeof simulatorApp>>;
  beforeAll(async () => {
    app = await simulatorApp("pending:60");
  });
  afterAll(() => app.t.close());

  it("a pending refund holds its amount, takes effect only when the follow-up finds it settled, and issues its credit note then", async () => {
    const { t, refund, paidByCard, creditNotesOf, clock } = app;
    const buyer = await createUser(t);
    const order = await paidByCard(buyer);
    const res = await refund({ paymentId: order.id, to: "gateway", amount: 500 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: "pending",
      creditNoteNumber: null,
      refunded: 0,
      inFlight: 500,
      left: order.amount / 100 - 500,
    });
    expect(res.json().message).toContain("is processing it");
    expect(res.json().message).toContain("it takes effect when it settles");
    expect((await orderNamed(t, order.orderNumber)).status).toBe("paid");
    expect(await creditNotesOf(order.id)).toEqual([]);

    // What is held cannot be refunded again meanwhile.
    const tooMuch = await refund({ paymentId: order.id, to: "wallet", amount: order.amount / 100 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toContain("of the ₹");
    const gateway = createRefundGateway(t.app.deps.config, inProcessTransport(t.app));

    const early = await followPendingRefunds(t.app.deps, gateway);
    expect(early).toMatchObject({ checked: 1, refunded: 0, unchanged: 1, errors: 0 });

    // Staff may ask now: still processing, said so; a customer may not ask.
    const check = (as: TestUser) =>
      t.app.inject({ method: "POST", url: "/api/payment/CheckRefundStatus", headers: as.auth, payload: { refundId: res.json().refundId } });
    const stillPending = await check(app.admin);
    expect(stillPending.statusCode, stillPending.body).toBe(200);
    expect(stillPending.json()).toMatchObject({ status: "pending", creditNoteNumber: null });
    expect(stillPending.json().message).toContain("is still processing the refund of ₹500 of");
    expect((await check(buyer)).statusCode).toBe(403);

    clock.at = new Date(Date.now() + 61_000);
    const later = await followPendingRefunds(t.app.deps, gateway);
    expect(later).toMatchObject({ checked: 1, refunded: 1, errors: 0 });
    const settledAlready = await check(app.admin);
    expect(settledAlready.statusCode).toBe(400);
    expect(settledAlready.json().message).toBe(
      `Refund ${res.json().refundId} is already settled (refunded): the gateway has nothing more to say.`,
    );
    const [row] = await t.db
      .select()
      .from(schema.orderRefunds)
      .where(eq(schema.orderRefunds.refundReference, `${order.orderNumber}-R1`));
    expect(row).toMatchObject({ status: "refunded", followAttempts: 2, gatewayReference: expect.stringMatching(/^\d{12}$/) });
    expect(row!.settledAt).toEqual(clock.at);
    expect((await orderNamed(t, order.orderNumber)).status).toBe("partially-refunded");
    expect(await creditNotesOf(order.id)).toMatchObject([{ number: row!.creditNoteNumber, total: 500_00 }]);

    // Settled once: the next run has nothing to follow.
    expect(await followPendingRefunds(t.app.deps, gateway)).toMatchObject({ checked: 0 });
    clock.at = null;
  });
});

describe("PAYMENT_SIMULATOR_REFUNDS=fail", () => {
  let app: Awaited<ReturnType<typeof simulatorApp>>;
  beforeAll(async () => {
    app = await simulatorApp("fail");
  });
  afterAll(() => app.t.close());

  it("a refused refund issues no credit note, takes nothing back, and leaves the whole amount to refund", async () => {
    const { t, refund, paidByCard, creditNotesOf } = app;
    const buyer = await createUser(t);
    const order = await paidByCard(buyer);
    const res = await refund({ paymentId: order.id, to: "gateway" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: "failed",
      failureReason: "Refund declined by the simulator",
      creditNoteNumber: null,
      refunded: 0,
      inFlight: 0,
      left: order.amount / 100,
    });
    expect(res.json().message).toContain("Nothing was refunded and no credit note was issued.");
    expect((await orderNamed(t, order.orderNumber)).status).toBe("paid");
    expect(await creditNotesOf(order.id)).toEqual([]);
    const subscription = await t.db.select().from(schema.userSubscriptions).where(eq(schema.userSubscriptions.userId, buyer.userId));
    expect(subscription[0]).toMatchObject({ isSubscribed: true });
    const audit = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.subject, `order:${order.orderNumber}`));
    expect(audit.map((row) => row.action)).toContain("order-refund-failed");
    const told = await t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, buyer.email));
    expect(told.filter((mail) => mail.subject.includes("refunded"))).toEqual([]);

    // The whole amount can still go back another way.
    const toWallet = await refund({ paymentId: order.id, to: "wallet" });
    expect(toWallet.json()).toMatchObject({ status: "credited", left: 0 });
    expect((await orderNamed(t, order.orderNumber)).status).toBe("refunded");
  });
});
