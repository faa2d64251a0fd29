import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activate, adminGet, submittedPayment } from "./support/manual-payments.ts";
import { activationsOf, markActivation } from "./support/payments.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { databaseKind, type TestApp } from "./support/test-app.ts";
import { createTestAppWithUser } from "./support/app-with-user.ts";

let t: TestApp;
let admin: TestUser;
let meera: TestUser;
let arjun: TestUser;

beforeAll(async () => {
  ({ t, user: admin } = await createTestAppWithUser({ onOrderPaid: markActivation }, { role: "SPAdmin" }));
  meera = await createUser(t, { name: "Meera Shah" });
  arjun = await createUser(t, { name: "Arjun Rao" });
});
afterAll(() => t.close());

const bridgeActivate = (userId: number, transactionId: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/payment/BridgeActivateUserPayment?userId=${userId}&transactionId=${encodeURIComponent(transactionId)}`,
    headers: admin.auth,
  });

describe(`the bridge-payment service (${databaseKind})`, () => {
  it("lists the users with payments waiting, each user's payments, and activates by order number or bank reference", async () => {
    const byNumber = await submittedPayment(t, meera, "UPI", { form: { reference: "" } });
    const byUtr = await submittedPayment(t, meera, "Online Transfer NEFT", {
      form: { reference: "N166240698765432" },
      selItems: { plan: "Annual" },
    });
    const done = await submittedPayment(t, arjun, "Cheque");
    await activate(t, admin, done.paymentId);

    expect((await adminGet(t, admin, "/api/payment/BridgeGetAllUserIds")).json()).toEqual([meera.userId]);
    const [user] = (await adminGet(t, admin, `/api/payment/BridgeGetUsers?userId=${meera.userId}`)).json();
    expect(user).toMatchObject({ userId: meera.userId, name: "Meera Shah", email: meera.email });
    expect(user.pendingPayments.map((p: { transactionId: string }) => p.transactionId)).toEqual([byNumber.orderNumber, byUtr.orderNumber]);
    expect((await adminGet(t, admin, `/api/payment/BridgeGetUsers?userId=${arjun.userId}`)).json()[0].pendingPayments).toEqual([]);
    expect((await adminGet(t, admin, "/api/payment/BridgeGetUsers?userId=999999")).json()).toEqual([]);

    const first = await bridgeActivate(meera.userId, byNumber.orderNumber);
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe(`Payment ${byNumber.orderNumber} activated.`);
    // A statement line names the UTR, typed as the bank prints it.
    const second = await bridgeActivate(meera.userId, "n1662 4069 8765 432");
    expect(second.body).toBe(`Payment ${byUtr.orderNumber} activated.`);
    expect((await bridgeActivate(meera.userId, byNumber.orderNumber)).body).toBe(`Payment ${byNumber.orderNumber} is already activated.`);
    expect(await activationsOf(t, byNumber.orderNumber)).toBe(1);
    expect((await adminGet(t, admin, "/api/payment/BridgeGetAllUserIds")).json()).toEqual([]);
  });

  it("a transaction id of another user's payment, or of none, is not found", async () => {
    const theirs = await submittedPayment(t, arjun, "DD", { selItems: { plan: "Annual" } });
    const res = await bridgeActivate(meera.userId, theirs.orderNumber);
    expect(res.statusCode).toBe(404);
    expect(res.json().request).toEqual({ userId: meera.userId, transactionId: theirs.orderNumber });
    expect((await bridgeActivate(arjun.userId, "NOSUCHREF")).statusCode).toBe(404);
    expect(await activationsOf(t, theirs.orderNumber)).toBe(0);
  });
});
