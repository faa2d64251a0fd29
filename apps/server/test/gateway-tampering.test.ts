import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ccavenueDecrypt, ccavenueEncrypt, decodeFields, encodeFields } from "../src/integrations/gateway/ccavenue-cipher.ts";
import { simulatorKeys } from "../src/integrations/gateway/simulator/simulator-keys.ts";
import {
  activationsOf,
  markActivation,
  orderNamed,
  payAtSimulator,
  pendingOrder,
  postForm,
  submit,
  type PageForm,
} from "./support/payments.ts";
import type { TestUser } from "./support/sessions.ts";
import type { TestApp } from "./support/test-app.ts";
import { createTestAppWithUser } from "./support/app-with-user.ts";

let t: TestApp;
let buyer: TestUser;
let workingKey: string;

beforeAll(async () => {
  ({ t, user: buyer } = await createTestAppWithUser({ onOrderPaid: markActivation }));
  workingKey = simulatorKeys(t.config.sessionSecret).workingKey;
});
afterAll(() => t.close());

const returnUrl = "/api/payment/CCAvenueResponse";

/** What someone holding the key could send: the genuine response with some fields changed. */
function altered(returnForm: PageForm, changes: Record<string, string>, key = workingKey): string {
  const fields = decodeFields(ccavenueDecrypt(returnForm.fields.encResp!, workingKey));
  return ccavenueEncrypt(encodeFields({ ...fields, ...changes }), key);
}

/** A paid-at-the-gateway order whose genuine return has not been delivered yet. */
async function paidAtGateway() {
  const { order, form } = await pendingOrder(t, buyer.userId);
  return { order, returnForm: await payAtSimulator(t, form, "Simulate success") };
}

async function expectUntouched(orderNumber: string) {
  const order = await orderNamed(t, orderNumber);
  expect(order.status).toBe("pending");
  expect(order.gatewayTrackingId).toBeNull();
  expect(await activationsOf(t, orderNumber)).toBe(0);
}

describe("a tampered or misdirected gateway response changes nothing (docs/business-rules.md#card-payment-flow)", () => {
  it("a changed amount, currency or customer is refused with a message; the genuine response still works", async () => {
    const { order, returnForm } = await paidAtGateway();
    const cases: { changes: Record<string, string>; says: string }[] = [
      { changes: { amount: "1.00" }, says: "amount 1.00 is not" },
      { changes: { amount: "garbage" }, says: "the amount is missing or unreadable" },
      { changes: { currency: "USD" }, says: "currency USD is not INR" },
      { changes: { merchant_param1: String(buyer.userId + 1) }, says: "issued for another customer" },
    ];
    for (const { changes, says } of cases) {
      const res = await postForm(t, returnUrl, { encResp: altered(returnForm, changes), orderNo: order.orderNumber });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "PaymentResponseMismatch" });
      expect(res.json().message).toContain(says);
      expect(res.json().message).toContain("Nothing was changed.");
    }
    await expectUntouched(order.orderNumber);

    expect((await submit(t, returnForm)).statusCode).toBe(303);
    expect((await orderNamed(t, order.orderNumber)).status).toBe("paid");
    expect(await activationsOf(t, order.orderNumber)).toBe(1);
  });

  it("a response encrypted with another key, flipped bits and garbage are unreadable: 400", async () => {
    const { order, returnForm } = await paidAtGateway();
    const wrongKey = await postForm(t, returnUrl, {
      encResp: altered(returnForm, {}, "0123456789ABCDEF0123456789ABCDEF"),
      orderNo: order.orderNumber,
    });
    expect(wrongKey.statusCode).toBe(400);
    expect(wrongKey.json()).toMatchObject({ code: "PaymentResponseUnreadable" });
    expect(wrongKey.json().message).toContain("could not be read");

    for (const encResp of ["not-hex", "abc123", "", "00".repeat(16)]) {
      const res = await postForm(t, returnUrl, { encResp, orderNo: order.orderNumber });
      expect(res.statusCode).toBe(400);
    }
    // Without the key, flipping ciphertext bits garbles a block: whatever field it hits, the response is refused.
    const genuine = returnForm.fields.encResp!;
    for (const at of [0, 40, 100]) {
      const flipped = genuine.slice(0, at) + (genuine[at] === "0" ? "1" : "0") + genuine.slice(at + 1);
      const res = await postForm(t, returnUrl, { encResp: flipped, orderNo: order.orderNumber });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    await expectUntouched(order.orderNumber);
  });

  it("a response replayed for another order is refused, whichever way it is pointed there", async () => {
    const paid = await paidAtGateway();
    const other = await pendingOrder(t, buyer.userId); // same customer, same amount and currency
    await payAtSimulator(t, other.form, "Simulate failure");

    // The genuine response, posted as the other order's return.
    const replay = await postForm(t, returnUrl, { encResp: paid.returnForm.fields.encResp!, orderNo: other.order.orderNumber });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toContain(`is for order ${paid.order.orderNumber}, not ${other.order.orderNumber}`);

    // Its order id rewritten (by someone with the key): the gateway knows another transaction for that order.
    const rewritten = await postForm(t, returnUrl, {
      encResp: altered(paid.returnForm, { order_id: other.order.orderNumber }),
      orderNo: other.order.orderNumber,
    });
    expect(rewritten.statusCode).toBe(400);
    expect(rewritten.json().message).toContain("the gateway knows");

    // Only the order id inside changed: it disagrees with the orderNo posted beside it.
    const inside = await postForm(t, returnUrl, {
      encResp: altered(paid.returnForm, { order_id: other.order.orderNumber }),
      orderNo: paid.order.orderNumber,
    });
    expect(inside.statusCode).toBe(400);

    const unknown = await postForm(t, returnUrl, { encResp: altered(paid.returnForm, { order_id: "INV-2026-ZZZZZZZZZZ" }) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain("There is no order INV-2026-ZZZZZZZZZZ");

    await expectUntouched(paid.order.orderNumber);
    await expectUntouched(other.order.orderNumber);
  });

  it("a return without encResp is a 400, not a 500", async () => {
    const res = await postForm(t, returnUrl, { orderNo: "INV-2026-0000000000" });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("BadRequest");
  });
});
