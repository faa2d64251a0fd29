import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { createWebServices } from "../src/features/pages/web-services.ts";
import { activate, adminGet, submittedPayment } from "./support/manual-payments.ts";
import { markActivation } from "./support/payments.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { databaseKind, type TestApp } from "./support/test-app.ts";
import { createTestAppWithUser } from "./support/app-with-user.ts";
import { auditRowsOf } from "./support/audit-log.ts";

let t: TestApp;
let admin: TestUser;
let asha: TestUser;
let ravi: TestUser;
let ashaPayments: { paymentId: number; orderNumber: string }[];

beforeAll(async () => {
  ({ t, user: admin } = await createTestAppWithUser({ onOrderPaid: markActivation }, { role: "Admin", name: "Office Admin" }));
  asha = await createUser(t, { name: "Asha Patil" });
  ravi = await createUser(t, { name: "Ravi Kumar" });
  // Asha: 12 payments (two pages), one of them activated; Ravi: one pending UPI payment.
  ashaPayments = [];
  // Twelve baskets: one basket has one pending manual payment at a time (docs/business-rules.md#one-basket-one-pending-payment).
  const baskets = ["Basic", "Standard", "Pro"].flatMap((product) =>
    ["Month", "Quarter", "Annual"].flatMap((plan) => [
      { product, plan },
      { product, plan, addons: [product === "Basic" ? "Extended EOD History" : "Intraday (NSE Cash 5-Min)"] },
    ]),
  );
  // The 4th is the one the details test reads: Standard, quarterly (₹2,941).
  baskets.splice(3, 0, { product: "Standard", plan: "Quarter" });
  baskets.splice(
    baskets.findLastIndex((b) => b.product === "Standard" && b.plan === "Quarter" && !b.addons),
    1,
  );
  for (let i = 0; i < 12; i++)
    ashaPayments.push(await submittedPayment(t, asha, i % 2 ? "Cheque" : "Online Transfer NEFT", { selItems: baskets[i]! }));
  await activate(t, admin, ashaPayments[0]!.paymentId);
  await submittedPayment(t, ravi, "UPI", { form: { reference: "" } });
});
afterAll(() => t.close());

describe(`admin: manual payments by customer (${databaseKind})`, () => {
  it("GetUserIdsForManualPayment lists the customers with manual payments and what is waiting", async () => {
    const res = await adminGet(t, admin, "/api/payment/GetUserIdsForManualPayment?isManualPayment=true");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect(body.users).toEqual([
      expect.objectContaining({ userId: asha.userId, name: "Asha Patil", email: asha.email, pendingCount: 11, paymentCount: 12 }),
      expect.objectContaining({ userId: ravi.userId, name: "Ravi Kumar", pendingCount: 1, paymentCount: 1 }),
    ]);
    // Card payments are the other list: nobody here paid by card.
    expect((await adminGet(t, admin, "/api/payment/GetUserIdsForManualPayment?isManualPayment=false")).json()).toMatchObject({
      users: [],
      total: 0,
    });
  });

  it("GetPaymentModesForManualPayment pages one customer's payments, waiting ones first, 10 a page", async () => {
    const first = (
      await adminGet(t, admin, `/api/payment/GetPaymentModesForManualPayment?userId=${asha.userId}&isManualPayment=true`)
    ).json();
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(first.payments).toHaveLength(10);
    expect(first.payments.every((p: { status: string }) => p.status === "pending")).toBe(true);
    const second = (
      await adminGet(t, admin, `/api/payment/GetPaymentModesForManualPayment?userId=${asha.userId}&isManualPayment=true&page=2`)
    ).json();
    expect(second.payments).toHaveLength(2);
    expect(second.payments.at(-1)).toMatchObject({ paymentId: ashaPayments[0]!.paymentId, status: "paid", statusWords: "Activated" });
    const modes = new Set([...first.payments, ...second.payments].map((p: { manual: { mode: string } }) => p.manual.mode));
    expect(modes).toEqual(new Set(["Cheque", "Online Transfer NEFT"]));
  });

  it("GetManualPaymentDetails shows the customer, what it buys and what they declared", async () => {
    const { paymentId, orderNumber } = ashaPayments[3]!;
    const res = await adminGet(
      t,
      admin,
      `/api/payment/GetManualPaymentDetails?userId=${asha.userId}&paymentId=${paymentId}&isManualPayment=true`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      paymentId,
      orderNumber,
      status: "pending",
      amount: 2941,
      gst: 448,
      items: [{ name: "Standard", total: 2493 }],
      customer: { userId: asha.userId, name: "Asha Patil", email: asha.email },
      manual: { mode: "Cheque", declaredAmount: 2941, bankName: "State Bank of India" },
      refunds: [],
      refundTotals: { refunded: 0, inFlight: 0, left: 2941 },
      upi: null,
    });
  });

  it("details of a pending UPI payment carry the QR code the customer was shown", async () => {
    const [payment] = (await adminGet(t, admin, `/api/payment/GetPaymentModesForManualPayment?userId=${ravi.userId}`)).json().payments;
    const details = (
      await adminGet(t, admin, `/api/payment/GetManualPaymentDetails?userId=${ravi.userId}&paymentId=${payment.paymentId}`)
    ).json();
    expect(details.upi.link).toContain(`am=2941.00&cu=INR&tn=${payment.orderNumber}`);
  });

  it("a payment asked for under the wrong customer, or the wrong kind, is not found (the request echoed)", async () => {
    const { paymentId } = ashaPayments[1]!;
    const wrongUser = await adminGet(
      t,
      admin,
      `/api/payment/GetManualPaymentDetails?userId=${ravi.userId}&paymentId=${paymentId}&isManualPayment=true`,
    );
    expect(wrongUser.statusCode).toBe(404);
    expect(wrongUser.json().request).toEqual({ userId: ravi.userId, paymentId, isManualPayment: true });
    const asCard = await adminGet(
      t,
      admin,
      `/api/payment/GetManualPaymentDetails?userId=${asha.userId}&paymentId=${paymentId}&isManualPayment=false`,
    );
    expect(asCard.statusCode).toBe(404);
    const bad = await adminGet(t, admin, `/api/payment/GetManualPaymentDetails?userId=${asha.userId}&paymentId=abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/paymentId/);
  });

  it("UpdateUserPaymentStatus changes the words only, and the audit log says who changed what", async () => {
    const { paymentId, orderNumber } = ashaPayments[5]!;
    const res = await adminGet(
      t,
      admin,
      `/api/payment/UpdateUserPaymentStatus?paymentId=${paymentId}&paymentStatus=${encodeURIComponent("Cheque deposited; clearing on Monday")}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "pending", manual: { statusText: "Cheque deposited; clearing on Monday" } });
    const [order] = await t.db.select().from(schema.orders).where(eq(schema.orders.id, paymentId));
    expect(order!.status).toBe("pending");
    const audit = await auditRowsOf(t, "manual-payment-status", `order:${orderNumber}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.userId, details: { paymentId, to: "Cheque deposited; clearing on Monday" } });
    // The customer reads the admin's words on My Subscription.
    const mine = await createWebServices(t.app.deps).listManualPayments(asha.userId);
    expect(mine.find((entry) => entry.paymentId === paymentId)?.statusText).toBe("Cheque deposited; clearing on Monday");
  });

  it("UpdateUserPaymentStatus refuses an empty status and an unknown payment", async () => {
    const empty = await adminGet(
      t,
      admin,
      `/api/payment/UpdateUserPaymentStatus?paymentId=${ashaPayments[5]!.paymentId}&paymentStatus=%20`,
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Please enter the payment status.");
    const unknown = await adminGet(t, admin, "/api/payment/UpdateUserPaymentStatus?paymentId=999999&paymentStatus=Seen");
    expect(unknown.statusCode).toBe(404);
  });

  it("the admin landing page counts what is waiting", async () => {
    expect(await createWebServices(t.app.deps).countPendingManualPayments()).toEqual({ pendingPayments: 12, usersWaiting: 2 });
  });
});
