import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "@investar/core";
import { getOrderOutcome } from "../src/features/payments/services/get-order-outcome.ts";
import { startCardCheckout } from "../src/features/payments/services/start-card-checkout.ts";
import {
  activationsOf,
  markActivation,
  orderNamed,
  parseForm,
  payAtSimulator,
  pendingOrder,
  postForm,
  submit,
} from "./support/payments.ts";
import type { TestUser } from "./support/sessions.ts";
import type { TestApp } from "./support/test-app.ts";
import { createTestAppWithUser } from "./support/app-with-user.ts";

let t: TestApp;
let buyer: TestUser;

beforeAll(async () => {
  ({ t, user: buyer } = await createTestAppWithUser({ onOrderPaid: markActivation }));
});
afterAll(() => t.close());

describe("card checkout through the simulator (docs/architecture.md#payment-simulator)", () => {
  it("hands a pending order to the simulator's hosted page, which shows order, amount and currency", async () => {
    const { order, form } = await pendingOrder(t, buyer.userId);
    expect(order.status).toBe("pending");
    expect(form.action).toBe("/api/payment/simulator/checkout");
    expect(Object.keys(form.fields).sort()).toEqual(["access_code", "encRequest"]);
    expect(form.fields.encRequest).toMatch(/^[0-9a-f]+$/);

    // A plain link (GET) works as well as the form post the real gateway takes.
    const page = await t.app.inject({ method: "GET", url: `${form.action}?${new URLSearchParams(form.fields)}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain(order.orderNumber);
    expect(page.body).toContain(formatMoney(order.amount, "INR"));
    expect(page.body).toContain(">INR<");
    const buttons = parseForm(page.body).buttons.map((b) => b.label);
    expect(buttons).toEqual(["Simulate success", "Simulate failure", "Cancel"]);
  });

  it("success: the return settles the order as paid, activation runs once, the customer lands on the outcome page", async () => {
    const { order, form } = await pendingOrder(t, buyer.userId);
    const returnForm = await payAtSimulator(t, form, "Simulate success");
    expect(returnForm.action).toBe("http://localhost:3000/api/payment/CCAvenueResponse");
    expect(returnForm.fields.orderNo).toBe(order.orderNumber);

    const back = await submit(t, returnForm);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/Pricing/CustomizeSubscription?payment=${order.orderNumber}`);
    const paid = await orderNamed(t, order.orderNumber);
    expect(paid.status).toBe("paid");
    expect(paid.gatewayTrackingId).toMatch(/^\d{12}$/);
    expect(paid.settledAt).not.toBeNull();
    expect(await activationsOf(t, order.orderNumber)).toBe(1);

    // The browser's back button and a second post change nothing.
    const again = await submit(t, returnForm);
    expect(again.statusCode).toBe(303);
    expect(await activationsOf(t, order.orderNumber)).toBe(1);
  });

  it("failure: the order is failed with the gateway's reason and nothing is activated", async () => {
    const { order, form } = await pendingOrder(t, buyer.userId);
    const back = await submit(t, await payAtSimulator(t, form, "Simulate failure"));
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/Pricing/CustomizeSubscription?payment=${order.orderNumber}`);
    const failed = await orderNamed(t, order.orderNumber);
    expect(failed.status).toBe("failed");
    expect(failed.failureReason).toContain("Unsuccessful");
    expect(await activationsOf(t, order.orderNumber)).toBe(0);
  });

  it("cancel: the order is cancelled, nothing is activated, and a new order can be paid", async () => {
    const { order, form } = await pendingOrder(t, buyer.userId);
    const back = await submit(t, await payAtSimulator(t, form, "Cancel"));
    expect(back.statusCode).toBe(303);
    expect((await orderNamed(t, order.orderNumber)).status).toBe("cancelled");
    expect(await activationsOf(t, order.orderNumber)).toBe(0);
    // What the outcome page reads: its owner sees it, nobody else does.
    expect(await getOrderOutcome(t.app.deps, buyer.userId, order.orderNumber)).toMatchObject({
      status: "cancelled",
      amount: order.amount,
      currency: "INR",
    });
    await expect(getOrderOutcome(t.app.deps, buyer.userId + 1, order.orderNumber)).rejects.toMatchObject({ status: 404 });

    const retry = await pendingOrder(t, buyer.userId);
    await submit(t, await payAtSimulator(t, retry.form, "Simulate success"));
    expect((await orderNamed(t, retry.order.orderNumber)).status).toBe("paid");
  });

  it("keeps the first decision: the back button and another choice cannot turn a failure into a payment", async () => {
    const { order, form } = await pendingOrder(t, buyer.userId);
    await payAtSimulator(t, form, "Simulate failure");
    const page = await postForm(t, form.action, form.fields);
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain("already been processed");
    const late = await postForm(t, "/api/payment/simulator/complete", { ...form.fields, outcome: "Success" });
    const returnForm = parseForm(late.body);
    await submit(t, returnForm);
    expect((await orderNamed(t, order.orderNumber)).status).toBe("failed");
    expect(await activationsOf(t, order.orderNumber)).toBe(0);
  });

  it("posts back by itself with a nonce'd script, under a CSP that allows only our own origin as form target", async () => {
    const { form } = await pendingOrder(t, buyer.userId);
    const page = await postForm(t, form.action, form.fields);
    const afterClick = await submit(t, parseForm(page.body), "Simulate success");
    const csp = String(afterClick.headers["content-security-policy"]);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(afterClick.body).toContain(`<script nonce="${nonce}">`);
    expect(csp).toContain("form-action 'self';");
  });

  it("refuses a checkout request it cannot read, as a page", async () => {
    const { form } = await pendingOrder(t, buyer.userId);
    const wrongCode = await postForm(t, form.action, { ...form.fields, access_code: "SOMEONE-ELSE" });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.body).toContain("Unknown access code.");
    const garbage = await postForm(t, form.action, { ...form.fields, encRequest: "00".repeat(32) });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.body).toContain("cannot be read");
  });

  it("answers the same checkout form again while the order is pending (a double click is not an error)", async () => {
    const { order, form } = await pendingOrder(t, buyer.userId);
    expect(await startCardCheckout(t.app.deps, order)).toEqual(form);
  });
});
