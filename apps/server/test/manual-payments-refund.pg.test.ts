import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { issueInvoice } from "../src/features/invoices/services/issue-invoice.ts";
import type { OnPaid } from "../src/features/payments/services/on-order-paid.ts";
import { activate, submittedPayment } from "./support/manual-payments.ts";
import { markActivation, orderNamed } from "./support/payments.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { databaseKind, type TestApp } from "./support/test-app.ts";
import { startTestSmtp } from "./support/test-smtp.ts";
import { createTestAppWithUser } from "./support/app-with-user.ts";
import { closeTestAppWithMail } from "./support/app-with-mail.ts";
import { walletDetails } from "./support/wallet.ts";

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
/** Orders whose activation also issues the tax invoice, as the app's activation does. */
const invoiced = new Set<number>();

const onOrderPaid: OnPaid = async (tx, order) => {
  await markActivation(tx, order);
  if (invoiced.has(order.id)) await issueInvoice(t.app.deps, tx, order);
};

beforeAll(async () => {
  smtp = await startTestSmtp();
  ({ t, user: admin } = await createTestAppWithUser({ onOrderPaid, env: { SMTP_URL: smtp.url } }, { role: "Admin" }));
  customer = await createUser(t);
});
afterAll(() => closeTestAppWithMail(t, smtp));

async function paidPayment(options: { invoice?: boolean; payer?: TestUser } = {}) {
  const payment = await submittedPayment(t, options.payer ?? customer, "Online Transfer NEFT");
  if (options.invoice) invoiced.add(payment.paymentId);
  const activated = await activate(t, admin, payment.paymentId);
  if (activated.statusCode !== 200) throw new Error(activated.body);
  return payment;
}

const refund = (body: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/payment/RefundPayments", headers: admin.auth, payload: body });

async function cashLedger(orderNumber: string) {
  return t.db
    .select()
    .from(schema.walletLedger)
    .where(and(eq(schema.walletLedger.userId, customer.userId), eq(schema.walletLedger.reference, `refund:${orderNumber}`)));
}

describe(`RefundPayments (${databaseKind})`, () => {
  it("to the wallet: the order is refunded and the wallet credited with cash credit once, however often it is clicked", async () => {
    const { paymentId, orderNumber } = await paidPayment();
    const answers = await Promise.all(Array.from({ length: 5 }, () => refund({ paymentId, to: "wallet" })));
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode === 400);
    expect(refused).toHaveLength(4);
    for (const answer of refused) expect(answer.json().message).toBe("Nothing is left to refund: ₹2,941 of ₹2,941 is refunded.");
    expect(ok[0]!.json()).toMatchObject({
      paymentId,
      orderNumber,
      amount: 2941,
      currency: "INR",
      to: "wallet",
      status: "credited",
      creditNoteNumber: null,
      refunded: 2941,
      inFlight: 0,
      left: 0,
    });
    expect((await orderNamed(t, orderNumber)).status).toBe("refunded");
    const ledger = await cashLedger(orderNumber);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ kind: "cash", amount: 2941_00, currency: "INR" });
    const wallet = await walletDetails(t, customer);
    expect(wallet.json().INR.CashCredit).toBe(2941);
  });

  it("leaves audit rows for the move, the wallet credit and the refund, all naming the admin", async () => {
    const { paymentId, orderNumber } = await paidPayment();
    await refund({ orderId: paymentId, to: "wallet", amount: 1000, reason: "Customer asked to cancel" });
    const rows = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.actorId, admin.userId));
    const forOrder = rows.filter(
      (row) =>
        row.subject === `order:${orderNumber}` ||
        (row.action === "wallet-credit" && (row.details as { reference?: string }).reference === `refund:${orderNumber}`),
    );
    expect(forOrder.map((row) => row.action).sort()).toEqual([
      "manual-payment-activated",
      "order-paid",
      "order-partially-refunded",
      "order-refund",
      "wallet-credit",
    ]);
    // 1000 of 2941 rupees: a partial refund.
    expect(forOrder.find((row) => row.action === "order-refund")!.details).toMatchObject({
      amount: 1000_00,
      to: "wallet",
      currency: "INR",
      full: false,
    });
    expect((await cashLedger(orderNumber))[0]).toMatchObject({ amount: 1000_00, reason: "Customer asked to cancel" });
  });

  it("back to the paying account: recorded with the UTR of the transfer, settled at once; the wallet is untouched", async () => {
    const { paymentId, orderNumber } = await paidPayment();
    const noUtr = await refund({ paymentId, to: "gateway", amount: 500 });
    expect(noUtr.statusCode).toBe(400);
    expect(noUtr.json().errors).toEqual({ utr: ["Please give the UTR of the bank transfer that sent the money back."] });
    const res = await refund({ paymentId, to: "gateway", amount: 500, utr: "sbin 2025 0001 2345" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ to: "gateway", status: "sent", amount: 500, utr: "SBIN202500012345", refunded: 500, left: 2441 });
    expect(res.json().message).toContain("(UTR SBIN202500012345)");
    expect(await cashLedger(orderNumber)).toHaveLength(0);
    const [row] = await t.db.select().from(schema.orderRefunds).where(eq(schema.orderRefunds.orderId, paymentId));
    expect(row).toMatchObject({
      destination: "gateway",
      status: "sent",
      amount: 500_00,
      walletEntryId: null,
      utr: "SBIN202500012345",
      refundReference: null,
      actorId: admin.userId,
    });
    expect(row!.settledAt).toBeInstanceOf(Date);
    expect((await orderNamed(t, orderNumber)).status).toBe("partially-refunded");
    const toWallet = await refund({ paymentId, to: "wallet", amount: 100, utr: "SBIN1" });
    expect(toWallet.json().errors).toEqual({ utr: ["A UTR is only for a refund sent back by bank transfer; a wallet refund needs none."] });
  });

  it("an invoiced order gets a credit note with the refund", async () => {
    const { paymentId } = await paidPayment({ invoice: true });
    const res = await refund({ paymentId, to: "wallet" });
    expect(res.statusCode, res.body).toBe(200);
    const number = res.json().creditNoteNumber as string;
    expect(number).toBeTruthy();
    const [note] = await t.db.select().from(schema.creditNotes).where(eq(schema.creditNotes.orderId, paymentId));
    expect(note).toMatchObject({ number, total: 2941_00 });
  });

  it("refuses what can't be refunded, changing nothing", async () => {
    const pending = await submittedPayment(t, customer, "Cheque", { selItems: { plan: "Annual" } });
    const notPaid = await refund({ paymentId: pending.paymentId, to: "wallet" });
    expect(notPaid.statusCode).toBe(400);
    expect(notPaid.json()).toMatchObject({
      message: `Payment ${pending.orderNumber} is not settled yet: only a paid payment can be refunded.`,
      request: { paymentId: pending.paymentId, to: "wallet" },
    });
    const { paymentId, orderNumber } = await paidPayment();
    const tooMuch = await refund({ paymentId, to: "wallet", amount: 5000 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe("The refund can't be more than the ₹2,941 paid.");
    expect((await refund({ paymentId, to: "wallet", amount: 10.5 })).json().message).toBe(
      "The refund must be a positive whole number of rupees.",
    );
    expect((await refund({ paymentId, to: "wallet", amount: 10.555 })).statusCode).toBe(400);
    expect((await refund({ paymentId, to: "bank" })).statusCode).toBe(400);
    expect((await refund({ to: "wallet" })).json().message).toMatch(/paymentId/);
    expect((await refund({ paymentId: 999999, to: "wallet" })).statusCode).toBe(404);
    expect((await orderNamed(t, orderNumber)).status).toBe("paid");
    expect(await cashLedger(orderNumber)).toHaveLength(0);
  });
});

describe("the refund mail", () => {
  it("tells the customer how much was refunded and where it goes", async () => {
    const payer = await createUser(t);
    const { paymentId, orderNumber } = await paidPayment({ payer });
    const refunded = await refund({ paymentId, to: "wallet", amount: 1000 });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const subject = `Subject: Your payment for order ${orderNumber} has been partly refunded`;
    // Quoted-printable soft breaks and folded headers undone; the acknowledgement (and any receipt) came first.
    let mail = "";
    for (let i = 0; i < 4 && !mail.includes(subject); i++)
      mail = (await smtp.nextMailTo(payer.email)).raw.replace(/=\r?\n/g, "").replace(/\r?\n[ \t]+/g, " ");
    expect(mail).toContain(subject);
    expect(mail).toContain(`of your payment for order ${orderNumber} to your Investar wallet as cash credit`);
    expect(mail).toContain("what it bought stays as it is");
  });
});
