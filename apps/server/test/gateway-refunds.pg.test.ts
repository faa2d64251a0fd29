import { eq, sum } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { paymentsPageServices } from "../src/features/payments/pages.ts";
import { buyAtSimulator } from "./support/checkout.ts";
import { orderNamed, pendingOrder } from "./support/payments.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { databaseKind } from "./support/test-app.ts";
import { suiteApp, suiteUser } from "./support/suite.ts";

// docs/business-rules.md#refunds: a card payment's refund goes through the gateway's refund API (here the simulator, which
// answers success by default), in parts up to what was paid, each settled part with its credit note.

const t = suiteApp();
const admin = suiteUser(t, { role: "Admin" });

const standard = { product: "Standard", plan: "Quarter" as const };
const refund = (body: Record<string, unknown>, as: TestUser | null = admin) =>
  t.app.inject({ method: "POST", url: "/api/payment/RefundPayments", headers: as?.auth ?? {}, payload: body });

async function paidByCard(buyer: TestUser) {
  const { orderNumber } = await buyAtSimulator(t, buyer, standard, "Simulate success");
  const order = await orderNamed(t, orderNumber);
  expect(order.status).toBe("paid");
  return order;
}

const creditNotesOf = (orderId: number) => t.db.select().from(schema.creditNotes).where(eq(schema.creditNotes.orderId, orderId));
const simulatorRefundsOf = (trackingId: string) =>
  t.db.select().from(schema.paymentSimulatorRefunds).where(eq(schema.paymentSimulatorRefunds.trackingId, trackingId));

describe(`card refunds through the simulator (${databaseKind})`, () => {
  it("reaches the gateway, settles, issues the credit note, and shows the gateway's reference to staff and customer", async () => {
    const buyer = await createUser(t);
    const order = await paidByCard(buyer);
    const paid = order.amount / 100;

    const first = await refund({ paymentId: order.id, to: "gateway", amount: 1000, reason: "Asked for a smaller plan" });
    expect(first.statusCode, first.body).toBe(200);
    const answer = first.json();
    expect(answer).toMatchObject({
      status: "refunded",
      to: "gateway",
      amount: 1000,
      refundReference: `${order.orderNumber}-R1`,
      gatewayReference: expect.stringMatching(/^\d{12}$/),
      creditNoteNumber: expect.any(String),
      refunded: 1000,
      inFlight: 0,
      left: paid - 1000,
    });
    expect(answer.message).toContain(`The gateway refunded ₹1,000 of ${order.orderNumber} (refund reference ${answer.gatewayReference}).`);
    expect(answer.message).toContain("The order is marked partly refunded; the subscription is unchanged.");
    // The simulator's books: one refund of that payment, for that amount, under our refund_ref_no.
    expect(await simulatorRefundsOf(order.gatewayTrackingId!)).toMatchObject([
      { refundReference: `${order.orderNumber}-R1`, amount: "1000.00", status: "Refunded", gatewayReference: answer.gatewayReference },
    ]);
    expect((await orderNamed(t, order.orderNumber)).status).toBe("partially-refunded");
    expect(await creditNotesOf(order.id)).toMatchObject([{ number: answer.creditNoteNumber, total: 1000_00 }]);

    const details = await t.app.inject({
      method: "GET",
      url: `/api/payment/GetManualPaymentDetails?userId=${buyer.userId}&paymentId=${order.id}&isManualPayment=false`,
      headers: admin.auth,
    });
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json()).toMatchObject({
      status: "partially-refunded",
      refunds: [
        {
          amount: 1000,
          status: "refunded",
          statusWords: "Refunded",
          gatewayReference: answer.gatewayReference,
          creditNoteNumber: answer.creditNoteNumber,
        },
      ],
      refundTotals: { refunded: 1000, inFlight: 0, left: paid - 1000 },
    });

    // The rest: the order is refunded, what it bought ends, and the credit notes add up to the invoice to the paisa.
    const rest = await refund({ paymentId: order.id, to: "gateway" });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toMatchObject({ status: "refunded", amount: paid - 1000, refundReference: `${order.orderNumber}-R2`, left: 0 });
    expect(rest.json().message).toContain("The subscription it paid for has ended.");
    expect((await orderNamed(t, order.orderNumber)).status).toBe("refunded");
    const [invoice] = await t.db.select().from(schema.invoices).where(eq(schema.invoices.orderId, order.id));
    const [credited] = await t.db
      .select({ total: sum(schema.creditNotes.total).mapWith(Number), taxable: sum(schema.creditNotes.taxableValue).mapWith(Number) })
      .from(schema.creditNotes)
      .where(eq(schema.creditNotes.orderId, order.id));
    expect(credited).toEqual({ total: invoice!.total, taxable: invoice!.taxableValue });

    const more = await refund({ paymentId: order.id, to: "gateway", amount: 1 });
    expect(more.statusCode).toBe(400);
    expect(more.json().message).toBe(
      `Nothing is left to refund: ₹${paid.toLocaleString("en-IN")} of ₹${paid.toLocaleString("en-IN")} is refunded.`,
    );

    // The customer is told of each, with the reference their bank can trace it by.
    const mails = await t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, buyer.email));
    const partly = mails.find((mail) => mail.subject === `Your payment for order ${order.orderNumber} has been partly refunded`);
    expect(partly?.text).toContain(`We have refunded ₹1,000 of your payment for order ${order.orderNumber}.`);
    expect(partly?.text).toContain(`Refund reference: ${answer.gatewayReference}.`);
    expect(mails.filter((mail) => mail.subject === `Your payment for order ${order.orderNumber} has been refunded`)).toHaveLength(1);

    // The customer's My Subscription lists both, newest first, with the gateway's references.
    const mine = await paymentsPageServices(t.app.deps).listMyRefunds(buyer.userId);
    expect(mine).toMatchObject([
      { orderNumber: order.orderNumber, amount: (paid - 1000) * 100, status: "refunded", currency: "INR" },
      { orderNumber: order.orderNumber, amount: 1000_00, status: "refunded", gatewayReference: answer.gatewayReference },
    ]);
    expect(await paymentsPageServices(t.app.deps).listMyRefunds(admin.userId)).toEqual([]);
  });

  it("two staff refunding at once never refund more than was paid", async () => {
    const buyer = await createUser(t);
    const order = await paidByCard(buyer);
    const sixty = Math.floor((order.amount * 0.6) / 100);
    const answers = await Promise.all([
      refund({ paymentId: order.id, to: "gateway", amount: sixty }),
      refund({ paymentId: order.id, to: "gateway", amount: sixty }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((a) => a.statusCode === 400)!;
    expect(refused.json().message).toMatch(
      /^The refund can't be more than the ₹[\d,]+ left to refund: ₹[\d,]+ of the ₹[\d,]+ paid is already refunded or on its way\.$/,
    );
    const rows = await t.db.select().from(schema.orderRefunds).where(eq(schema.orderRefunds.orderId, order.id));
    expect(rows.map((row) => row.amount)).toEqual([sixty * 100]);
    expect(await simulatorRefundsOf(order.gatewayTrackingId!)).toHaveLength(1);

    // And a full refund asked twice at once: exactly one goes to the gateway.
    const other = await paidByCard(await createUser(t));
    const both = await Promise.all([refund({ paymentId: other.id, to: "gateway" }), refund({ paymentId: other.id, to: "wallet" })]);
    expect(both.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const [settled] = await t.db
      .select({ total: sum(schema.orderRefunds.amount).mapWith(Number) })
      .from(schema.orderRefunds)
      .where(eq(schema.orderRefunds.orderId, other.id));
    expect(settled!.total).toBe(other.amount);
  });

  it("refuses an unsettled payment and more than is left with the reason, changing nothing", async () => {
    const buyer = await createUser(t);
    const { order: pending } = await pendingOrder(t, buyer.userId);
    const unsettled = await refund({ paymentId: pending.id, to: "gateway" });
    expect(unsettled.statusCode).toBe(400);
    expect(unsettled.json().message).toBe(`Payment ${pending.orderNumber} is not settled yet: only a paid payment can be refunded.`);

    const order = await paidByCard(buyer);
    const tooMuch = await refund({ paymentId: order.id, to: "gateway", amount: order.amount / 100 + 1 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors).toEqual({
      amount: [`The refund can't be more than the ₹${(order.amount / 100).toLocaleString("en-IN")} paid.`],
    });
    const withUtr = await refund({ paymentId: order.id, to: "gateway", utr: "SBIN0001" });
    expect(withUtr.json().errors).toEqual({ utr: ["A card payment is refunded through the gateway; it needs no UTR."] });
    expect(await t.db.select().from(schema.orderRefunds).where(eq(schema.orderRefunds.orderId, order.id))).toEqual([]);
    expect(await simulatorRefundsOf(order.gatewayTrackingId!)).toEqual([]);
    expect((await orderNamed(t, order.orderNumber)).status).toBe("paid");
  });

  it("is for admins only: a customer is refused, and so is a caller without a session", async () => {
    const buyer = await createUser(t);
    const order = await paidByCard(buyer);
    expect((await refund({ paymentId: order.id, to: "gateway" }, buyer)).statusCode).toBe(403);
    expect((await refund({ paymentId: order.id, to: "gateway" }, null)).statusCode).toBe(401);
    expect(await t.db.select().from(schema.orderRefunds).where(eq(schema.orderRefunds.orderId, order.id))).toEqual([]);
  });
});
