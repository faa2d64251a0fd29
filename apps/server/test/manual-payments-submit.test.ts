import { eq } from "drizzle-orm";
import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { addDays, indiaToday, manualPaymentModes, normaliseReference } from "@investar/core";
import { schema } from "@investar/db";
import { createWebServices } from "../src/features/pages/web-services.ts";
import { manualPaymentBody, submitManualPayment, submittedPayment } from "./support/manual-payments.ts";
import { createUser } from "./support/sessions.ts";
import { databaseKind } from "./support/test-app.ts";
import { suiteAppWithMail, suiteUser } from "./support/suite.ts";

const { t, smtp } = suiteAppWithMail();
const customer = suiteUser(t);
const other = suiteUser(t);

describe(`SetUsersManualPayment (${databaseKind})`, () => {
  for (const mode of manualPaymentModes) {
    it(`records a ${mode} payment as a pending ManualPayment order for the server's own quote`, async () => {
      // A customer of their own: one basket has one pending manual payment at a time.
      const payer = await createUser(t);
      const body = manualPaymentBody(payer.userId, mode);
      const res = await submitManualPayment(t, payer, body);
      expect(res.statusCode, res.body).toBe(200);
      const { payment } = res.json();
      // ₹2,493 + 18% GST = ₹2,941 on the sample catalogue.
      expect(payment).toMatchObject({
        gateway: "ManualPayment",
        status: "pending",
        statusWords: "Awaiting verification",
        amount: 2941,
        currency: "INR",
      });
      expect(payment.manual).toMatchObject({
        mode,
        reference: normaliseReference(body.form.reference),
        declaredAmount: 2941,
        paymentDate: body.form.paymentDate,
        bankName: "State Bank of India",
      });
      const [order] = await t.db.select().from(schema.orders).where(eq(schema.orders.id, payment.paymentId));
      expect(order).toMatchObject({
        gateway: "ManualPayment",
        status: "pending",
        amount: 2941_00,
        currency: "INR",
        userId: payer.userId,
      });
      expect(order!.quote).toMatchObject({
        selection: { product: "Standard", plan: "Quarter", currency: "INR" },
        summary: { total: 2941_00 },
      });
    });
  }

  it("never takes the typed amount as the price: it is recorded as what the customer says they paid", async () => {
    const payer = await createUser(t);
    const res = await submitManualPayment(
      t,
      payer,
      manualPaymentBody(payer.userId, "Cheque", { form: { amount: "₹ 1,000" }, selItems: { total: 1, amount: 1 } }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { payment } = res.json();
    expect(payment.amount).toBe(2941);
    expect(payment.manual.declaredAmount).toBe(1000);
  });

  it("normalises references and refuses the same one twice from one customer (a double submission)", async () => {
    const first = await submitManualPayment(
      t,
      customer,
      manualPaymentBody(customer.userId, "Online Transfer NEFT", { form: { reference: "n1662 4061 2399 999" } }),
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().payment.manual.reference).toBe("N166240612399999");
    const again = await submitManualPayment(
      t,
      customer,
      manualPaymentBody(customer.userId, "Online Transfer NEFT", { form: { reference: "N166240612399999" } }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(
      `already submitted a payment with UTR number N166240612399999 (Online Transfer NEFT, order ${first.json().payment.orderNumber})`,
    );
    // Another customer quoting the same UTR, however typed, is refused too: one reference pays for one payment.
    const elsewhere = await submitManualPayment(
      t,
      other,
      manualPaymentBody(other.userId, "Online Transfer NEFT", { form: { reference: "n166-2406-1239-9999" } }),
    );
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().errors["form.reference"]).toEqual([
      "UTR number N166240612399999 has already been used for another payment. Please check it against your bank statement, or contact support if it is right.",
    ]);
  });

  it("the customer sees their manual payments, newest first, with their status", async () => {
    const fresh = await createUser(t);
    const cheque = await submittedPayment(t, fresh, "Cheque");
    const upi = await submittedPayment(t, fresh, "UPI", { selItems: { product: "Pro" } });
    const listed = await createWebServices(t.app.deps).listManualPayments(fresh.userId);
    expect(listed.map((entry) => entry.orderNumber)).toEqual([upi.orderNumber, cheque.orderNumber]);
    expect(listed[1]).toMatchObject({
      mode: "Cheque",
      status: "pending",
      statusWords: "Awaiting verification",
      amountDue: 2941_00,
      declaredAmount: 2941_00,
      items: ["Standard"],
      upi: null,
    });
    expect(listed[0]!.upi?.link).toContain(`tn=${upi.orderNumber}`);
  });
});

describe("one basket, one pending manual payment (docs/business-rules.md#one-basket-one-pending-payment)", () => {
  it("a second manual order for the same selection while one is pending is refused with where to follow it", async () => {
    const payer = await createUser(t);
    const first = await submittedPayment(t, payer, "Cheque");
    const again = await submitManualPayment(
      t,
      payer,
      manualPaymentBody(payer.userId, "Online Transfer NEFT", { selItems: { couponCode: null } }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(`Your payment for this is already pending: order ${first.orderNumber}`);
    expect(again.json().message).toContain("My Subscription (/my-investar/manage-subscription)");
    const orders = await t.db.select().from(schema.orders).where(eq(schema.orders.userId, payer.userId));
    expect(orders).toHaveLength(1);
    // Another basket is another purchase; another customer's basket is theirs.
    expect((await submitManualPayment(t, payer, manualPaymentBody(payer.userId, "DD", { selItems: { plan: "Annual" } }))).statusCode).toBe(
      200,
    );
    expect((await submitManualPayment(t, other, manualPaymentBody(other.userId, "DD"))).statusCode).toBe(200);
  });

  it("once the pending one is settled (refused), the basket can be paid again", async () => {
    const payer = await createUser(t);
    const first = await submittedPayment(t, payer, "Cheque");
    await t.db.update(schema.orders).set({ status: "failed" }).where(eq(schema.orders.id, first.paymentId));
    expect((await submitManualPayment(t, payer, manualPaymentBody(payer.userId, "Cheque"))).statusCode).toBe(200);
  });
});

describe("the acknowledgement mail", () => {
  it("tells the customer what was recorded and what happens next", async () => {
    const payer = await createUser(t, { name: "K. Srinivas" });
    const { orderNumber } = await submittedPayment(t, payer, "Online Transfer NEFT", { form: { reference: "N166240612377777" } });
    // Quoted-printable soft breaks and folded headers undone: the mail as its reader sees it.
    const mail = (await smtp.nextMailTo(payer.email)).raw.replace(/=\r?\n/g, "").replace(/\r?\n[ \t]+/g, " ");
    expect(mail).toContain(`Subject: We have received your payment details (order ${orderNumber})`);
    expect(mail).toContain(`for Standard (order ${orderNumber}, reference N166240612377777).`);
    expect(mail).toContain("What happens next: we match it with our bank statement and switch on your purchase");
    expect(mail).toContain("/my-investar/manage-subscription");
  });
});

describe("UPI: a QR code and a upi:// link for the exact amount and the order number", () => {
  it("answers both; the reference may follow the payment", async () => {
    const res = await submitManualPayment(
      t,
      customer,
      manualPaymentBody(customer.userId, "UPI", { form: { reference: "", bankName: "" }, selItems: { product: "Pro", plan: "Annual" } }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { payment, upi } = res.json();
    expect(payment.manual.reference).toBeNull();
    const amount = payment.amount.toFixed(2);
    expect(upi.link).toBe(`upi://pay?pa=investar@hdfcbank&pn=Investar%20(SAMPLE)&am=${amount}&cu=INR&tn=${payment.orderNumber}`);
    expect(upi.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(upi.qrCode.split(",")[1], "base64").toString("utf8");
    // The QR code is of exactly that link: the same encoder draws the same modules.
    expect(svg).toBe(await QRCode.toString(upi.link, { type: "svg", errorCorrectionLevel: "M", margin: 2 }));
  });

  it("other modes get no UPI request", async () => {
    const payer = await createUser(t);
    const res = await submitManualPayment(t, payer, manualPaymentBody(payer.userId, "DD"));
    expect(res.json().upi).toBeNull();
  });
});

describe("bad input: 400 with the form's messages, and the request echoed (docs/business-rules.md#echo-request-on-error)", () => {
  const today = indiaToday(new Date());
  const cases: {
    name: string;
    form?: Record<string, unknown>;
    selItems?: Record<string, unknown>;
    field: string;
    message: string | RegExp;
  }[] = [
    { name: "no mode", form: { mode: "" }, field: "form.mode", message: "Please choose how you paid." },
    { name: "an unknown mode", form: { mode: "Bitcoin" }, field: "form.mode", message: "Please choose one of the listed payment modes." },
    {
      name: "no UTR",
      form: { mode: "Online Transfer RTGS", reference: "" },
      field: "form.reference",
      message: "Please enter the UTR number.",
    },
    {
      name: "a short cheque number",
      form: { mode: "Cheque", reference: "12AB" },
      field: "form.reference",
      message: "The cheque number should be 6 digits.",
    },
    {
      name: "a DD number with letters",
      form: { mode: "DD", reference: "DD12345" },
      field: "form.reference",
      message: "The DD number should be 6 digits.",
    },
    { name: "words for an amount", form: { amount: "two thousand" }, field: "form.amount", message: /whole rupees/ },
    { name: "a zero amount", form: { amount: "0" }, field: "form.amount", message: "The amount must be more than zero." },
    { name: "paise", form: { amount: "2941.50" }, field: "form.amount", message: /whole rupees/ },
    {
      name: "a date in the future",
      form: { paymentDate: addDays(today, 2) },
      field: "form.paymentDate",
      message: "The payment date can't be in the future.",
    },
    { name: "no date", form: { paymentDate: "" }, field: "form.paymentDate", message: "Please enter the date you paid." },
    {
      name: "a date that does not exist",
      form: { paymentDate: "2026-02-30" },
      field: "form.paymentDate",
      message: "Please enter a valid date.",
    },
    {
      name: "no bank for a cheque",
      form: { mode: "Cheque", reference: "654321", bankName: " " },
      field: "form.bankName",
      message: "Please enter the bank the cheque is drawn on.",
    },
    { name: "USD", selItems: { currency: "USD" }, field: "selItems.currency", message: /INR only/ },
  ];
  for (const c of cases) {
    it(c.name, async () => {
      const body = manualPaymentBody(customer.userId, "Online Transfer NEFT", { form: c.form, selItems: c.selItems });
      const res = await submitManualPayment(t, customer, body);
      expect(res.statusCode).toBe(400);
      const answer = res.json();
      expect(answer.code).toBe("BadRequest");
      expect(answer.errors[c.field][0]).toMatch(c.message);
      expect(answer.request).toEqual(body);
    });
  }

  it("every broken rule at once", async () => {
    const res = await submitManualPayment(
      t,
      customer,
      manualPaymentBody(customer.userId, "Cheque", { form: { reference: "", amount: "", paymentDate: "" } }),
    );
    expect(Object.keys(res.json().errors).sort()).toEqual(["form.amount", "form.paymentDate", "form.reference"]);
  });

  it("a selection the pricing engine refuses answers its code, and nothing is recorded", async () => {
    const before = await t.db.select().from(schema.manualPayments).where(eq(schema.manualPayments.userId, other.userId));
    const res = await submitManualPayment(t, other, manualPaymentBody(other.userId, "Cheque", { selItems: { product: "Gold" } }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "InvalidProduct", request: { selItems: { product: "Gold" } } });
    expect(await t.db.select().from(schema.manualPayments).where(eq(schema.manualPayments.userId, other.userId))).toHaveLength(
      before.length,
    );
  });

  it("a malformed body answers 400, echoed too", async () => {
    const res = await submitManualPayment(t, customer, { userId: customer.userId, selItems: { currency: "INR" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().request).toEqual({ userId: customer.userId, selItems: { currency: "INR" } });
  });

  it("another customer's id is refused with 403; no token with 401", async () => {
    const forOther = await submitManualPayment(t, customer, manualPaymentBody(other.userId, "Cheque"));
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json().request.userId).toBe(other.userId);
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/payment/SetUsersManualPayment",
      payload: manualPaymentBody(customer.userId, "Cheque"),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
