/**
 * docs/business-rules.md#one-reference-one-payment: one bank reference (UTR, cheque, DD number…) pays for
 * one manual payment, whoever submits it: customers are refused a reference already used, and staff are
 * warned and cannot activate a second payment with it.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { indiaToday } from "@investar/core";
import { schema } from "@investar/db";
import { transitionOrder } from "../src/features/payments/services/transition-order.ts";
import { activate, adminGet, manualPaymentBody, submitManualPayment, submittedPayment } from "./support/manual-payments.ts";
import { markActivation, orderNamed } from "./support/payments.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { databaseKind } from "./support/test-app.ts";
import { suiteApp, suiteUser } from "./support/suite.ts";

const t = suiteApp({ onOrderPaid: markActivation });
const admin = suiteUser(t, { role: "Admin" });
const secondAdmin = suiteUser(t, { role: "SPAdmin" });

const USED = (label: string, reference: string) =>
  `${label} ${reference} has already been used for another payment. Please check it against your bank statement, or contact support if it is right.`;
const neft = (user: TestUser, reference: string) =>
  submitManualPayment(t, user, manualPaymentBody(user.userId, "Online Transfer NEFT", { form: { reference } }));
const details = (userId: number, paymentId: number) =>
  adminGet(t, admin, `/api/payment/GetManualPaymentDetails?userId=${userId}&paymentId=${paymentId}&isManualPayment=true`);

/** A payment recorded before the rule, sharing another's reference (the migration left it unheld). */
async function legacyPaymentWith(reference: string) {
  const customer = await createUser(t);
  const payment = await submittedPayment(t, customer, "Online Transfer NEFT");
  await t.db
    .update(schema.manualPayments)
    .set({ reference, referenceHeld: false })
    .where(eq(schema.manualPayments.orderId, payment.paymentId));
  return { customer, payment };
}

describe(`one bank reference, one payment (${databaseKind})`, () => {
  it("refuses a second customer the same UTR, however it is typed, with a clear 409", async () => {
    const [asha, ravi] = [await createUser(t), await createUser(t)];
    expect((await neft(asha, "N166 2406 1200 0001")).statusCode).toBe(200);
    const second = await neft(ravi, "n166-2406-1200-0001");
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message: USED("UTR number", "N166240612000001") });
    // The same number in another mode is another bank's reference: allowed.
    const cheque = await submitManualPayment(t, ravi, manualPaymentBody(ravi.userId, "Cheque", { form: { reference: "000001" } }));
    expect(cheque.statusCode, cheque.body).toBe(200);
    expect(
      (
        await submitManualPayment(
          t,
          asha,
          manualPaymentBody(asha.userId, "DD", { form: { reference: "000001" }, selItems: { plan: "Annual" } }),
        )
      ).statusCode,
    ).toBe(200);
  });

  it("refuses a UTR added later (SetManualPaymentReference) that another payment already holds", async () => {
    const [asha, ravi] = [await createUser(t), await createUser(t)];
    const upi = (user: TestUser, reference: string) =>
      submitManualPayment(
        t,
        user,
        manualPaymentBody(user.userId, "UPI", { form: { reference, bankName: "", paymentDate: indiaToday(new Date()) } }),
      );
    expect((await upi(asha, "4123 4500 0001")).statusCode).toBe(200);
    const later = await upi(ravi, "");
    expect(later.statusCode, later.body).toBe(200);
    const set = await t.app.inject({
      method: "POST",
      url: "/api/payment/SetManualPaymentReference",
      headers: ravi.auth,
      payload: { paymentId: later.json().payment.paymentId, reference: "412345000001" },
    });
    expect(set.statusCode).toBe(409);
    expect(set.json().errors.reference).toEqual([USED("UPI transaction ID (UTR)", "412345000001")]);
  });

  it("a failed or cancelled payment gives its reference back", async () => {
    const [asha, ravi] = [await createUser(t), await createUser(t)];
    const first = await neft(asha, "N166240612000002");
    expect((await neft(ravi, "N166240612000002")).statusCode).toBe(409);
    const moved = await transitionOrder(t.app.deps, { orderId: first.json().payment.paymentId, from: "pending", to: "cancelled" });
    expect(moved.moved).toBe(true);
    expect((await neft(ravi, "N166240612000002")).statusCode).toBe(200);
  });

  it("warns staff and refuses to activate a second payment whose reference already paid for another order", async () => {
    const asha = await createUser(t);
    const paid = await submittedPayment(t, asha, "Online Transfer NEFT", { form: { reference: "N166240612000003" } });
    expect((await activate(t, admin, paid.paymentId)).statusCode).toBe(200);
    const { customer, payment } = await legacyPaymentWith("N166240612000003");

    const shown = await details(customer.userId, payment.paymentId);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().sameReference).toEqual([
      { paymentId: paid.paymentId, orderNumber: paid.orderNumber, userId: asha.userId, status: "paid" },
    ]);

    const refused = await activate(t, admin, payment.paymentId);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(`UTR number N166240612000003 already paid for order ${paid.orderNumber}`);
    expect((await orderNamed(t, payment.orderNumber)).status).toBe("pending");
  });

  it("two admins activating two payments of one reference at once: exactly one is activated", async () => {
    const first = await legacyPaymentWith("N166240612000004");
    const second = await legacyPaymentWith("N166240612000004");
    const answers = await Promise.all([activate(t, admin, first.payment.paymentId), activate(t, secondAdmin, second.payment.paymentId)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const statuses = [(await orderNamed(t, first.payment.orderNumber)).status, (await orderNamed(t, second.payment.orderNumber)).status];
    expect(statuses.sort()).toEqual(["paid", "pending"]);
  });
});
