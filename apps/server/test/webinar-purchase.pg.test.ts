import { and, eq } from "drizzle-orm";
import { addDays, indiaToday, webinarPaymentRequestFor } from "@investar/core";
import { schema } from "@investar/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutCall, encrypted, ledgerOf } from "./support/checkout.ts";
import { freshReference } from "./support/manual-payments.ts";
import { orderNamed, payAtSimulator, submit } from "./support/payments.ts";
import { invoiceOf } from "./support/invoices.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import type { TestApp } from "./support/test-app.ts";
import { addWebinar } from "./support/webinars.ts";
import { createTestAppWithAdmin } from "./support/app-with-user.ts";

let t: TestApp;
let admin: TestUser;
const clock = new Date();

beforeAll(async () => {
  ({ t, admin } = await createTestAppWithAdmin({ now: () => clock }));
});
afterAll(() => t.close());

/** ₹1,000 or $20 a seat; the code SAVE10 takes 10% off until a week from now. */
const paidWebinar = (values: Parameters<typeof addWebinar>[3] = {}) =>
  addWebinar(t, clock, 48, {
    isPaidWebinar: true,
    inrAmount: 1000_00,
    usdAmount: 20_00,
    discount: 10,
    discountEndDate: addDays(indiaToday(clock), 7),
    couponCode: "SAVE10",
    ...values,
  });

const seatPrice = (user: TestUser | null, query: string) =>
  t.app.inject({ method: "GET", url: `/api/payment/GetWebinarSeatPrice?${query}`, headers: user?.auth ?? {} });

async function startCardPayment(user: TestUser, webinarId: number, couponCode: string | null = null, currency: "INR" | "USD" = "INR") {
  const request = webinarPaymentRequestFor({ webinarId, couponCode, currency, userId: user.userId, gateway: "CCAvenue" });
  return checkoutCall(t, user, await encrypted(t, request));
}

/** Pays the card checkout at the simulator and follows the return; answers the order number and where the customer lands. */
async function buySeat(user: TestUser, webinarId: number, couponCode: string | null = null) {
  const started = await startCardPayment(user, webinarId, couponCode);
  expect(started.statusCode, started.body).toBe(200);
  const returned = await payAtSimulator(t, started.json(), "Simulate success");
  const back = await submit(t, returned);
  return { orderNumber: returned.fields.orderNo!, landing: back.headers.location as string };
}

const seatOf = async (user: TestUser, webinarId: number) => {
  const r = schema.webinarRegistrations;
  const [seat] = await t.db
    .select()
    .from(r)
    .where(and(eq(r.userId, user.userId), eq(r.webinarId, webinarId)));
  return seat ?? null;
};

describe("GET /api/payment/GetWebinarSeatPrice", () => {
  it("prices one seat by the offer rule: the coupon's 10% off, then 18% GST; a wrong coupon is named and left out", async () => {
    const user = await createUser(t);
    const webinarId = await paidWebinar();
    const withCoupon = await seatPrice(user, `webinarId=${webinarId}&currency=INR&couponCode=save10`);
    expect(withCoupon.statusCode).toBe(200);
    expect(withCoupon.json()).toMatchObject({
      webinarId,
      price: { currency: "INR", kind: "paid", amount: { listPrice: 1000, discountPercent: 10, price: 900, gst: 162, total: 1062 } },
      couponCode: "save10",
      couponProblem: null,
      refusal: null,
    });
    const wrong = await seatPrice(user, `webinarId=${webinarId}&currency=INR&couponCode=NOPE`);
    expect(wrong.json()).toMatchObject({
      price: { amount: { price: 1000, gst: 180, total: 1180 } },
      couponCode: null,
      couponProblem: "This coupon code does not apply to this webinar, or its offer has ended.",
    });
    const usd = await seatPrice(user, `webinarId=${webinarId}&currency=USD`);
    expect(usd.json()).toMatchObject({ price: { currency: "USD", amount: { price: 20, gst: 0, total: 20 } } });
  });

  it("prices a visitor as a new customer (docs/business-rules.md#sign-up-to-pay), and answers 400 for a bad id", async () => {
    const webinarId = await paidWebinar();
    const visitor = await seatPrice(null, `webinarId=${webinarId}&currency=INR&couponCode=SAVE10`);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toMatchObject({
      price: { kind: "paid", amount: { price: 900, gst: 162, total: 1062 } },
      couponCode: "SAVE10",
      refusal: null,
    });
    const user = await createUser(t);
    const bad = await seatPrice(user, "webinarId=abc");
    expect(bad.statusCode).toBe(400);
    expect((await seatPrice(user, "webinarId=999999&currency=INR")).statusCode).toBe(404);
  });
});

describe("buying a paid webinar by card", () => {
  it("charges the coupon price, grants the seat once, invoices it under SAC 999293 and returns to the webinar's buy page", async () => {
    const user = await createUser(t);
    const webinarId = await paidWebinar();
    const { orderNumber, landing } = await buySeat(user, webinarId, "SAVE10");
    expect(landing).toBe(`/education/buy-webinar?webinarId=${webinarId}&payment=${orderNumber}`);
    const order = await orderNamed(t, orderNumber);
    expect(order).toMatchObject({ status: "paid", target: "webinar", amount: 1062_00, currency: "INR" });
    expect(await seatOf(user, webinarId)).toMatchObject({ source: "paid", amountPaid: 1062_00, currency: "INR", orderNumber });
    const invoice = await invoiceOf(t, order.id);
    expect(invoice.lines).toEqual([expect.objectContaining({ sac: "999293", amount: 1000_00 })]);
    expect(invoice).toMatchObject({ discount: 100_00, taxableValue: 900_00, total: 1062_00 });
    const mails = await t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, user.email));
    expect(mails.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([expect.stringContaining(`Your webinar seat is booked (order ${orderNumber})`)]),
    );
    const mine = await t.app.inject({ method: "GET", url: `/api/education/GetMyWebinars?userId=${user.userId}`, headers: user.auth });
    expect(mine.json().upcoming.map((w: { id: number }) => w.id)).toContain(webinarId);
  });

  it("refuses a second purchase, a wrong coupon, a free webinar and another customer's request", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const webinarId = await paidWebinar();
    const wrongCoupon = await startCardPayment(user, webinarId, "NOPE");
    expect(wrongCoupon.statusCode).toBe(400);
    expect(wrongCoupon.json()).toMatchObject({ code: "CouponCodeApply" });
    await buySeat(user, webinarId);
    const again = await startCardPayment(user, webinarId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "AlreadyRegistered" });
    const freeId = await addWebinar(t, clock, 24);
    expect((await startCardPayment(user, freeId)).json()).toMatchObject({ code: "WebinarFreeForYou" });
    const request = webinarPaymentRequestFor({ webinarId, couponCode: null, currency: "INR", userId: user.userId, gateway: "CCAvenue" });
    expect((await checkoutCall(t, other, await encrypted(t, request))).statusCode).toBe(403);
  });

  it("refuses a full webinar at checkout", async () => {
    const webinarId = await paidWebinar({ seatLimit: 1 });
    await buySeat(await createUser(t), webinarId);
    const late = await startCardPayment(await createUser(t), webinarId);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: "WebinarFull", message: "This webinar is full." });
  });
});

describe("buying a paid webinar by manual payment", () => {
  const submitManual = (user: TestUser, webinarId: number) =>
    t.app.inject({
      method: "POST",
      url: "/api/payment/SetUsersManualPayment",
      headers: user.auth,
      payload: {
        userId: user.userId,
        paymentGateway: "ManualPayment",
        webinar: { webinarId, currency: "INR" },
        form: {
          mode: "Cheque",
          reference: freshReference("Cheque"),
          amount: "1180",
          paymentDate: indiaToday(clock),
          bankName: "HDFC Bank",
        },
      },
    });
  const activate = (via: string, paymentId: number) =>
    t.app.inject({ method: "POST", url: `/api/payment/${via}?pId=${paymentId}`, headers: admin.auth });

  it("refuses a second manual payment for the same seat while the first is pending (docs/business-rules.md#one-basket-one-pending-payment)", async () => {
    const user = await createUser(t);
    const [webinarId, otherWebinarId] = [await paidWebinar(), await paidWebinar()];
    const first = await submitManual(user, webinarId);
    expect(first.statusCode, first.body).toBe(200);
    const again = await submitManual(user, webinarId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(`already pending: order ${first.json().payment.orderNumber}`);
    expect((await submitManual(user, otherWebinarId)).statusCode).toBe(200);
  });

  it("records the seat's order pending; ActivateManualPaymentForWebinars grants it once, and refuses subscription payments", async () => {
    const user = await createUser(t);
    const webinarId = await paidWebinar();
    const submitted = await submitManual(user, webinarId);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().message).toContain("your webinar seat is confirmed once we see the money");
    const order = await orderNamed(t, submitted.json().payment.orderNumber);
    expect(order).toMatchObject({ status: "pending", target: "webinar", amount: 1180_00 });
    expect(await seatOf(user, webinarId)).toBeNull();

    const clicks = await Promise.all([
      activate("ActivateManualPaymentForWebinars", order.id),
      activate("ActivateManualPaymentForWebinars", order.id),
    ]);
    expect(clicks.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(clicks.map((res) => res.body).sort()).toEqual([
      `Payment ${order.orderNumber} activated.`,
      `Payment ${order.orderNumber} is already activated.`,
    ]);
    expect(await seatOf(user, webinarId)).toMatchObject({ source: "paid", amountPaid: 1180_00 });

    const subscription = await t.app.inject({
      method: "POST",
      url: "/api/payment/SetUsersManualPayment",
      headers: user.auth,
      payload: {
        userId: user.userId,
        selItems: { currency: "INR", product: "Standard", plan: "Quarter" },
        form: {
          mode: "Cheque",
          reference: freshReference("Cheque"),
          amount: "2941",
          paymentDate: indiaToday(clock),
          bankName: "HDFC Bank",
        },
      },
    });
    const subscriptionOrder = await orderNamed(t, subscription.json().payment.orderNumber);
    const refused = await activate("ActivateManualPaymentForWebinars", subscriptionOrder.id);
    expect(refused.statusCode).toBe(409);
    expect((await orderNamed(t, subscriptionOrder.orderNumber)).status).toBe("pending");
  });

  it("answers 400 for a body with both a selection and a webinar, or neither", async () => {
    const user = await createUser(t);
    const neither = await t.app.inject({
      method: "POST",
      url: "/api/payment/SetUsersManualPayment",
      headers: user.auth,
      payload: { userId: user.userId, form: { mode: "Cheque" } },
    });
    expect(neither.statusCode).toBe(400);
  });
});

describe("refunds and cancellations of a bought seat", () => {
  const refund = (paymentId: number, to: "wallet" | "gateway") =>
    t.app.inject({ method: "POST", url: "/api/payment/RefundPayments", headers: admin.auth, payload: { paymentId, to } });
  const cancel = (webinarId: number) =>
    t.app.inject({
      method: "POST",
      url: `/api/education/CancelWebinar?webinarId=${webinarId}`,
      headers: admin.auth,
      payload: { reason: "The presenter is unwell." },
    });

  it("a full refund releases the seat, and a later cancellation refunds nothing more", async () => {
    const user = await createUser(t);
    const webinarId = await paidWebinar();
    const { orderNumber } = await buySeat(user, webinarId);
    const order = await orderNamed(t, orderNumber);
    const refunded = await refund(order.id, "gateway");
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await seatOf(user, webinarId)).toBeNull();
    expect((await cancel(webinarId)).statusCode).toBe(200);
    expect(await ledgerOf(t, user.userId)).toEqual([]);
  });

  it("after a cancellation refunded the seat to the wallet, the order cannot be refunded again", async () => {
    const user = await createUser(t);
    const webinarId = await paidWebinar();
    const { orderNumber } = await buySeat(user, webinarId);
    expect((await cancel(webinarId)).statusCode).toBe(200);
    const ledger = await ledgerOf(t, user.userId);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ kind: "cash", amount: 1180_00 });
    const notes = await t.db
      .select()
      .from(schema.creditNotes)
      .where(eq(schema.creditNotes.orderId, (await orderNamed(t, orderNumber)).id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ total: 1180_00 });
    const order = await orderNamed(t, orderNumber);
    const again = await refund(order.id, "wallet");
    expect(again.statusCode).toBe(409);
    // Not to the card either: the gateway is never asked (its refund could not be rolled back).
    const toCard = await refund(order.id, "gateway");
    expect(toCard.statusCode).toBe(409);
    expect(toCard.json().message).toBe(
      `Order ${orderNumber}'s webinar seat was already refunded to the wallet when the webinar was cancelled.`,
    );
    expect(
      await t.db
        .select()
        .from(schema.paymentSimulatorRefunds)
        .where(eq(schema.paymentSimulatorRefunds.trackingId, order.gatewayTrackingId!)),
    ).toEqual([]);
    expect((await orderNamed(t, orderNumber)).status).toBe("paid");
    expect(await ledgerOf(t, user.userId)).toHaveLength(1);
  });
});
