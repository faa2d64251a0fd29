/**
 * docs/business-rules.md#manual-payment-rejection and #manual-payment-mails: staff reject a manual payment with
 * a reason (the customer reads it on My Subscription and in a mail), or activate it (one mail with the
 * invoice attached, instead of the receipt); an activation and a rejection racing end with exactly one.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { indiaToday } from "@investar/core";
import { schema } from "@investar/db";
import { createWebServices } from "../src/features/pages/web-services.ts";
import { activate, manualPaymentBody, submitManualPayment, submittedPayment } from "./support/manual-payments.ts";
import { orderNamed } from "./support/payments.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { databaseKind } from "./support/test-app.ts";
import { suiteAppWithMail, suiteUser } from "./support/suite.ts";

const { t, smtp } = suiteAppWithMail();
const admin = suiteUser(t, { role: "Admin" });
const secondAdmin = suiteUser(t, { role: "SPAdmin" });

const reject = (by: TestUser | null, paymentId: number, reason = "No credit with this UTR on our bank statement of 12 June") =>
  t.app.inject({
    method: "POST",
    url: "/api/payment/RejectManualPayment",
    headers: by?.auth ?? {},
    payload: { paymentId, reason },
  });

/** Quoted-printable undone (soft breaks, =XX bytes as UTF-8) and folded headers joined, so the text reads as sent. */
const readable = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  )
    .toString("utf8")
    .replace(/\r?\n[ \t]+/g, " ");

/** The next mail to `to` with this subject, readable. */
async function mailTo(to: string, subject: string): Promise<string> {
  for (let i = 0; i < 5; i++) {
    const raw = readable((await smtp.nextMailTo(to)).raw);
    if (raw.includes(`Subject: ${subject}`)) return raw;
  }
  throw new Error(`No mail "${subject}" to ${to}`);
}

describe(`RejectManualPayment (${databaseKind})`, () => {
  it("fails the order with the reason, audits it, mails the customer and shows it on their page", async () => {
    const customer = await createUser(t);
    const { paymentId, orderNumber } = await submittedPayment(t, customer, "Online Transfer NEFT");
    const res = await reject(admin, paymentId, "  No NEFT credit   with this UTR on our statement of 12 June  ");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: `Payment ${orderNumber} rejected. The customer has been mailed the reason.`,
      payment: {
        status: "failed",
        statusWords: "Rejected",
        manual: { rejectionReason: "No NEFT credit with this UTR on our statement of 12 June" },
      },
    });
    const order = await orderNamed(t, orderNumber);
    expect(order).toMatchObject({ status: "failed", failureReason: "No NEFT credit with this UTR on our statement of 12 June" });
    // Nothing was activated, so nothing is to refund.
    expect(await t.db.select().from(schema.subscriptionHistory).where(eq(schema.subscriptionHistory.orderId, paymentId))).toHaveLength(0);
    expect(await t.db.select().from(schema.orderRefunds).where(eq(schema.orderRefunds.orderId, paymentId))).toHaveLength(0);

    const audit = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.subject, `order:${orderNumber}`));
    const rejected = audit.find((row) => row.action === "manual-payment-rejected");
    expect(rejected).toMatchObject({
      actorId: admin.userId,
      details: { paymentId, reason: "No NEFT credit with this UTR on our statement of 12 June" },
    });
    expect(audit.map((row) => row.action)).toContain("order-failed");

    const mail = await mailTo(customer.email, `We could not confirm your payment (order ${orderNumber})`);
    expect(mail).toContain("The reason our team gave: No NEFT credit with this UTR on our statement of 12 June");
    expect(mail).toContain("nothing has been switched on");
    expect(mail).toMatch(/If the money did leave your account, write to \S+@\S+ with the order number/);
    expect(mail).toContain("/my-investar/manage-subscription");

    const [entry] = await createWebServices(t.app.deps).listManualPayments(customer.userId);
    expect(entry).toMatchObject({
      orderNumber,
      status: "failed",
      statusWords: "Rejected",
      rejectionReason: expect.stringContaining("No NEFT credit"),
    });
  });

  it("gives the basket back: the customer may submit a new payment for it", async () => {
    const customer = await createUser(t);
    const { paymentId } = await submittedPayment(t, customer, "Cheque");
    expect((await reject(admin, paymentId)).statusCode).toBe(200);
    await expect(submittedPayment(t, customer, "Cheque")).resolves.toMatchObject({ orderNumber: expect.any(String) });
  });

  it("refuses a missing or too short reason, by field, and changes nothing", async () => {
    const customer = await createUser(t);
    const { paymentId, orderNumber } = await submittedPayment(t, customer);
    const empty = await reject(admin, paymentId, "   ");
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      message: "Please give the reason: the customer reads it.",
      errors: { reason: [expect.any(String)] },
    });
    const short = await reject(admin, paymentId, "no");
    expect(short.statusCode).toBe(400);
    expect((await orderNamed(t, orderNumber)).status).toBe("pending");
  });

  it("refuses an activated or already rejected payment with 400 and says why", async () => {
    const customer = await createUser(t);
    const first = await submittedPayment(t, customer, "DD");
    expect((await activate(t, admin, first.paymentId)).statusCode).toBe(200);
    const activated = await reject(admin, first.paymentId);
    expect(activated.statusCode).toBe(400);
    expect(activated.json().message).toBe(
      `Payment ${first.orderNumber} is already activated, so it cannot be rejected. If the money must go back, refund it instead.`,
    );
    const other = await createUser(t);
    const second = await submittedPayment(t, other, "DD");
    expect((await reject(admin, second.paymentId)).statusCode).toBe(200);
    const again = await reject(secondAdmin, second.paymentId);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(`Payment ${second.orderNumber} is already rejected.`);
    expect((await reject(admin, 999_999)).statusCode).toBe(404);
  });

  it("an activation and a rejection at the same moment: exactly one wins, the other is told", async () => {
    for (let round = 0; round < 4; round++) {
      const customer = await createUser(t);
      const { paymentId, orderNumber } = await submittedPayment(t, customer, "Online Transfer RTGS");
      const [activated, rejected] = await Promise.all([activate(t, admin, paymentId), reject(secondAdmin, paymentId)]);
      const order = await orderNamed(t, orderNumber);
      if (order.status === "paid") {
        expect(activated.statusCode).toBe(200);
        expect(rejected.statusCode).toBe(400);
        expect(rejected.json().message).toContain("already activated");
      } else {
        expect(order.status).toBe("failed");
        expect(rejected.statusCode).toBe(200);
        expect(activated.statusCode).toBe(409);
        expect(activated.json().message).toContain("is rejected");
        expect(await t.db.select().from(schema.subscriptionHistory).where(eq(schema.subscriptionHistory.orderId, paymentId))).toHaveLength(
          0,
        );
      }
      const moves = await t.db
        .select()
        .from(schema.auditLog)
        .where(and(eq(schema.auditLog.subject, `order:${orderNumber}`)));
      expect(moves.filter((row) => row.action === "order-paid" || row.action === "order-failed")).toHaveLength(1);
    }
  });

  it("is for admins only: a customer (even the payment's own) is refused, and so is nobody", async () => {
    const customer = await createUser(t);
    const { paymentId, orderNumber } = await submittedPayment(t, customer);
    expect((await reject(customer, paymentId)).statusCode).toBe(403);
    expect((await reject(null, paymentId)).statusCode).toBe(401);
    expect((await orderNamed(t, orderNumber)).status).toBe("pending");
  });
});

describe(`the activation mail of a manual payment (${databaseKind})`, () => {
  it("says what is active until when and which payment it confirms, with the GST invoice attached, instead of the receipt", async () => {
    const customer = await createUser(t);
    const { paymentId, orderNumber } = await submittedPayment(t, customer, "Online Transfer NEFT");
    await mailTo(customer.email, `We have received your payment details (order ${orderNumber})`);
    expect((await activate(t, admin, paymentId)).statusCode).toBe(200);
    const mail = await mailTo(customer.email, `Payment confirmed: your Investar subscription is active (order ${orderNumber})`);
    expect(mail).toContain("We have found your payment in our bank account and confirmed it.");
    expect(mail).toMatch(/Investar Standard \(Quarter plan\) is now active until \d{1,2} [A-Z][a-z]+ \d{4}\./);
    expect(mail).toMatch(
      new RegExp(`Order ${orderNumber}: ₹2,941(\\.00)? paid by Online Transfer NEFT \\(reference N\\w+\\), including ₹\\S+ GST\\.`),
    );
    const [invoice] = await t.db.select().from(schema.invoices).where(eq(schema.invoices.orderId, paymentId));
    expect(mail).toContain(`Your GST invoice ${invoice!.number} is attached to this mail`);
    expect(mail).toMatch(/Content-Type: application\/pdf; name=\S+\.pdf/);
    const pdf = /Content-Transfer-Encoding: base64\r?\n(?:Content-Disposition: attachment[^\r\n]*\r?\n)?\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(
      mail,
    );
    expect(Buffer.from(pdf![1]!.replace(/\s/g, ""), "base64").subarray(0, 5).toString()).toBe("%PDF-");
    // One mail for the activation: the card receipt is not sent as well.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      smtp.received.filter((m) => m.to.includes(customer.email) && m.raw.includes("Your Investar subscription is active")),
    ).toHaveLength(0);
  });
});

describe(`a possible duplicate (${databaseKind})`, () => {
  it("is refused with a link to the pending payment, then accepted and marked when the customer confirms", async () => {
    const customer = await createUser(t);
    const first = await submittedPayment(t, customer, "Online Transfer NEFT");
    const refused = await submitManualPayment(t, customer, manualPaymentBody(customer.userId, "Online Transfer NEFT"));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "PaymentPending",
      message: expect.stringContaining(`already pending: order ${first.orderNumber}`),
    });
    expect(refused.json().message).toContain("/my-investar/manage-subscription");

    const insisted = await submitManualPayment(t, customer, {
      ...manualPaymentBody(customer.userId, "Online Transfer NEFT"),
      confirmDuplicate: true,
    });
    expect(insisted.statusCode, insisted.body).toBe(200);
    const second = insisted.json();
    expect(second.payment).toMatchObject({ status: "pending", manual: { possibleDuplicateOf: first.paymentId } });
    expect(second.message).toContain("possible second payment for the same purchase");

    const mine = await createWebServices(t.app.deps).listManualPayments(customer.userId);
    expect(mine.find((entry) => entry.paymentId === second.payment.paymentId)).toMatchObject({ possibleDuplicateOf: first.orderNumber });
    expect(mine.find((entry) => entry.paymentId === first.paymentId)).toMatchObject({ possibleDuplicateOf: null });

    const staffList = await t.app.inject({
      method: "GET",
      url: `/api/payment/GetPaymentModesForManualPayment?userId=${customer.userId}&isManualPayment=true`,
      headers: admin.auth,
    });
    const listed = staffList.json().payments.find((p: { paymentId: number }) => p.paymentId === second.payment.paymentId);
    expect(listed.manual.possibleDuplicateOf).toBe(first.paymentId);
    const details = await t.app.inject({
      method: "GET",
      url: `/api/payment/GetManualPaymentDetails?userId=${customer.userId}&paymentId=${second.payment.paymentId}&isManualPayment=true`,
      headers: admin.auth,
    });
    expect(details.json().duplicateOf).toEqual({ paymentId: first.paymentId, orderNumber: first.orderNumber, status: "pending" });
  });

  it("works for a UPI QR payment too: the QR code and the 'I have paid' both carry the confirmation", async () => {
    const customer = await createUser(t);
    const first = await submittedPayment(t, customer, "Cheque");
    const start = (confirmDuplicate?: boolean) =>
      t.app.inject({
        method: "POST",
        url: "/api/payment/StartUpiPayment",
        headers: customer.auth,
        payload: { userId: customer.userId, selItems: { currency: "INR", product: "Standard", plan: "Quarter" }, confirmDuplicate },
      });
    expect((await start()).json()).toMatchObject({ code: "PaymentPending" });
    const started = await start(true);
    expect(started.statusCode, started.body).toBe(200);
    const paid = await submitManualPayment(t, customer, {
      userId: customer.userId,
      orderNumber: started.json().orderNumber,
      confirmDuplicate: true,
      form: { mode: "UPI", reference: "", amount: "2941", paymentDate: indiaToday(new Date()), bankName: "" },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().payment.manual.possibleDuplicateOf).toBe(first.paymentId);
  });
});
