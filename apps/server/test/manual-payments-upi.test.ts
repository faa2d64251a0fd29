import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indiaToday, sampleBusinessProfile } from "@investar/core";
import { schema } from "@investar/db";
import { createWebServices } from "../src/features/pages/web-services.ts";
import { activate, adminGet, submitManualPayment, submittedPayment } from "./support/manual-payments.ts";
import { markActivation } from "./support/payments.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { databaseKind, type TestApp } from "./support/test-app.ts";
import { createTestAppWithUser } from "./support/app-with-user.ts";

let t: TestApp;
let admin: TestUser;
let payer: TestUser;
let other: TestUser;

beforeAll(async () => {
  ({ t, user: admin } = await createTestAppWithUser({ onOrderPaid: markActivation }, { role: "Admin", name: "Office Admin" }));
  payer = await createUser(t, { name: "Meera Iyer" });
  other = await createUser(t, { name: "Someone Else" });
});
afterAll(() => t.close());

const standardQuarterly = { currency: "INR", product: "Standard", plan: "Quarter" };

function startUpi(user: TestUser | null, body: Record<string, unknown>) {
  return t.app.inject({ method: "POST", url: "/api/payment/StartUpiPayment", headers: user?.auth ?? {}, payload: body });
}

/** "I have paid": the started order, with the UTR or (empty) to add later. */
function havePaid(user: TestUser, orderNumber: string, reference = "") {
  return submitManualPayment(t, user, {
    userId: user.userId,
    paymentGateway: "ManualPayment",
    orderNumber,
    form: { mode: "UPI", reference, amount: "2941", paymentDate: indiaToday(new Date()), bankName: "" },
  });
}

function setReference(user: TestUser | null, paymentId: number, reference: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/payment/SetManualPaymentReference",
    headers: user?.auth ?? {},
    payload: { paymentId, reference },
  });
}

describe(`a manual UPI payment, QR code first (docs/business-rules.md#upi-payments, ${databaseKind})`, () => {
  it("StartUpiPayment answers the order's number, exact amount, QR code and upi:// link before anything is paid", async () => {
    const res = await startUpi(payer, { userId: payer.userId, selItems: standardQuarterly });
    expect(res.statusCode, res.body).toBe(200);
    const started = res.json();
    // ₹2,493 + 18% GST = ₹2,941 on the sample catalogue.
    expect(started).toMatchObject({ amount: 2941, currency: "INR", activation: "usually within one working day" });
    const link = new URL(started.upi.link);
    expect(link.protocol).toBe("upi:");
    expect(Object.fromEntries(link.searchParams)).toEqual({
      pa: sampleBusinessProfile.payee.upiVpa,
      pn: sampleBusinessProfile.payee.accountName,
      am: "2941.00",
      cu: "INR",
      tn: started.orderNumber,
    });
    expect(started.upi.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);

    // Not a payment yet: neither the customer's list nor the admin's shows it.
    expect(await createWebServices(t.app.deps).listManualPayments(payer.userId)).toEqual([]);
    const users = (await adminGet(t, admin, "/api/payment/GetUserIdsForManualPayment?isManualPayment=true")).json();
    expect(users.users.map((u: { userId: number }) => u.userId)).not.toContain(payer.userId);

    // A reload asks again: the same order, not a second one.
    const again = (await startUpi(payer, { userId: payer.userId, selItems: standardQuarterly })).json();
    expect(again.orderNumber).toBe(started.orderNumber);
  });

  it("refuses another customer's id (403), no login (401) and dollars (400)", async () => {
    expect((await startUpi(other, { userId: payer.userId, selItems: standardQuarterly })).statusCode).toBe(403);
    expect((await startUpi(null, { userId: payer.userId, selItems: standardQuarterly })).statusCode).toBe(401);
    const usd = await startUpi(payer, { userId: payer.userId, selItems: { ...standardQuarterly, currency: "USD" } });
    expect(usd.statusCode).toBe(400);
    expect(usd.json().message).toContain("INR only");
  });

  it("'I have paid, the UTR later' records it pending with no reference, promising when it is activated", async () => {
    const { orderNumber } = (await startUpi(payer, { userId: payer.userId, selItems: standardQuarterly })).json();
    const res = await havePaid(payer, orderNumber);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.payment).toMatchObject({ orderNumber, status: "pending", amount: 2941 });
    expect(body.payment.manual).toMatchObject({ mode: "UPI", reference: null });
    expect(body.message).toBe(
      `Thank you. We have recorded your UPI payment for order ${orderNumber}; your subscription is activated once we see the money (usually within one working day). Add its UPI transaction ID (UTR) on My Subscription when you have it: it helps us find it sooner.`,
    );
    // Said once: a second "I have paid" for the same order is refused, and another customer cannot name it.
    expect((await havePaid(payer, orderNumber, "412345670001")).statusCode).toBe(409);
    // docs/business-rules.md#one-basket-one-pending-payment: no second QR code for the basket while it is pending.
    const twice = await startUpi(payer, { userId: payer.userId, selItems: standardQuarterly });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toContain(`already pending: order ${orderNumber}`);
    const fresh = (await startUpi(payer, { userId: payer.userId, selItems: { ...standardQuarterly, product: "Pro" } })).json();
    expect(fresh.orderNumber).not.toBe(orderNumber);
    expect((await havePaid(other, fresh.orderNumber)).statusCode).toBe(404);
  });

  it("'I have paid' with the UTR records it; a started order is paid by UPI only", async () => {
    const { orderNumber } = (await startUpi(payer, { userId: payer.userId, selItems: { ...standardQuarterly, plan: "Annual" } })).json();
    const cheque = await submitManualPayment(t, payer, {
      userId: payer.userId,
      orderNumber,
      form: { mode: "Cheque", reference: "123456", amount: "1", paymentDate: indiaToday(new Date()), bankName: "Canara Bank" },
    });
    expect(cheque.statusCode).toBe(400);
    const res = await havePaid(payer, orderNumber, "4123 4567 0002");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payment.manual.reference).toBe("412345670002");
  });
});

describe(`SetManualPaymentReference: the UTR added later (${databaseKind})`, () => {
  let paymentId: number;

  beforeAll(async () => {
    ({ paymentId } = await submittedPayment(t, payer, "UPI", { form: { reference: "" }, selItems: { product: "Basic" } }));
  });

  it("lets the customer add the UTR of their own pending payment", async () => {
    const res = await setReference(payer, paymentId, " 4123 4567 8999 ");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().manual.reference).toBe("412345678999");
    const [row] = await t.db.select().from(schema.manualPayments).where(eq(schema.manualPayments.orderId, paymentId));
    expect(row!.reference).toBe("412345678999");
    const [entry] = (await createWebServices(t.app.deps).listManualPayments(payer.userId)).filter((p) => p.paymentId === paymentId);
    expect(entry!.reference).toBe("412345678999");
  });

  it("refuses no login (401), someone else's payment (403), a malformed UTR (400) and a settled payment (409)", async () => {
    expect((await setReference(null, paymentId, "412345678998")).statusCode).toBe(401);
    expect((await setReference(other, paymentId, "412345678998")).statusCode).toBe(403);
    // Admins use the admin page's own tools: this call is the customer's.
    expect((await setReference(admin, paymentId, "412345678998")).statusCode).toBe(403);

    const bad = await setReference(payer, paymentId, "UTR-12");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.reference).toEqual(["The UPI transaction ID (UTR) should be 12 digits."]);
    expect((await setReference(payer, paymentId, "")).statusCode).toBe(400);

    expect((await activate(t, admin, paymentId)).statusCode).toBe(200);
    const settled = await setReference(payer, paymentId, "412345678997");
    expect(settled.statusCode).toBe(409);
    const [row] = await t.db.select().from(schema.manualPayments).where(eq(schema.manualPayments.orderId, paymentId));
    expect(row!.reference).toBe("412345678999");
  });

  it("answers 404 for a payment that does not exist", async () => {
    expect((await setReference(payer, 999_999, "412345678996")).statusCode).toBe(404);
  });
});

describe(`admin search by UTR or order number (${databaseKind})`, () => {
  let found: { paymentId: number; orderNumber: string };

  beforeAll(async () => {
    found = await submittedPayment(t, other, "UPI", { form: { reference: "998877665544" } });
  });

  const search = (user: TestUser, query: string, manual = true) =>
    adminGet(t, user, `/api/payment/SearchManualPayments?query=${encodeURIComponent(query)}&isManualPayment=${manual}`);

  it("finds a payment by its UTR, as a statement prints it, whole or by its first digits", async () => {
    for (const query of ["998877665544", "9988 7766 5544", "99887766"]) {
      const res = await search(admin, query);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().payments).toEqual([
        expect.objectContaining({
          paymentId: found.paymentId,
          orderNumber: found.orderNumber,
          customer: { name: "Someone Else", email: other.email },
          manual: expect.objectContaining({ reference: "998877665544" }),
        }),
      ]);
    }
  });

  it("finds a payment by its order number, whole, in any case, or by its end", async () => {
    for (const query of [found.orderNumber, found.orderNumber.toLowerCase(), found.orderNumber.slice(-6)]) {
      const payments = (await search(admin, query)).json().payments;
      expect(payments.map((p: { paymentId: number }) => p.paymentId)).toEqual([found.paymentId]);
    }
    // Card payments are the other list.
    expect((await search(admin, found.orderNumber, false)).json().payments).toEqual([]);
  });

  it("answers nothing for an unknown reference, 400 for a too short search, 403 for a customer", async () => {
    expect((await search(admin, "111122223333")).json().payments).toEqual([]);
    expect((await search(admin, "12")).statusCode).toBe(400);
    expect((await search(admin, "99%")).statusCode).toBe(400);
    expect((await search(other, "998877665544")).statusCode).toBe(403);
  });
});
