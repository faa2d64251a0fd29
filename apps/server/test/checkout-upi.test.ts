import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ccavenueDecrypt, decodeFields } from "../src/integrations/gateway/ccavenue-cipher.ts";
import { simulatorKeys } from "../src/integrations/gateway/simulator/simulator-keys.ts";
import type { CheckoutForm } from "../src/integrations/gateway/card-gateway.ts";
import { checkoutCall, encrypted, paymentRequest } from "./support/checkout.ts";
import { activationsOf, markActivation, orderNamed, parseForm, postForm, submit } from "./support/payments.ts";
import type { TestUser } from "./support/sessions.ts";
import type { TestApp } from "./support/test-app.ts";
import { createTestAppWithUser } from "./support/app-with-user.ts";

let t: TestApp;
let buyer: TestUser;

beforeAll(async () => {
  ({ t, user: buyer } = await createTestAppWithUser({ onOrderPaid: markActivation }));
});
afterAll(() => t.close());

/** 'Proceed to Pay' with the pay step's option (left out: the page's default, card). */
async function checkoutWith(paymentOption?: "card" | "upi"): Promise<CheckoutForm> {
  const request = {
    ...paymentRequest(buyer.userId, { product: "Standard", plan: "Quarter" }),
    ...(paymentOption ? { paymentOption } : {}),
  };
  const answer = await checkoutCall(t, buyer, await encrypted(t, request));
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as CheckoutForm;
}

/** The gateway request as CCAvenue (here: the simulator, with its key) reads it. */
function gatewayRequest(form: CheckoutForm): Record<string, string> {
  return decodeFields(ccavenueDecrypt(form.fields.encRequest, simulatorKeys(t.config.sessionSecret!).workingKey));
}

describe("UPI through the card gateway (docs/business-rules.md#upi-payments)", () => {
  it("carries the UPI option into the gateway request as CCAvenue's payment_option OPTUPI", async () => {
    expect(gatewayRequest(await checkoutWith("upi")).payment_option).toBe("OPTUPI");
  });

  it("leaves the option out for a card payment, so the gateway's page offers cards and net banking", async () => {
    expect(gatewayRequest(await checkoutWith("card"))).not.toHaveProperty("payment_option");
    expect(gatewayRequest(await checkoutWith())).not.toHaveProperty("payment_option");
  });

  it("refuses an option the gateway does not have", async () => {
    const request = { ...paymentRequest(buyer.userId, { product: "Standard", plan: "Quarter" }), paymentOption: "cash" };
    const answer = await checkoutCall(t, buyer, await encrypted(t, request));
    expect(answer.statusCode).toBe(400);
  });

  it("refuses UPI for a payment in US dollars", async () => {
    const request = { ...paymentRequest(buyer.userId, { product: "Standard", plan: "Quarter", currency: "USD" }), paymentOption: "upi" };
    const answer = await checkoutCall(t, buyer, await encrypted(t, request));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe("UPI payments are in Indian rupees only. Choose INR, or pay by card.");
  });

  it("the simulator asks for a UPI ID, refuses a malformed one, and pays with a valid one", async () => {
    const form = await checkoutWith("upi");
    const page = await postForm(t, form.action, form.fields);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-field="payment-option">UPI<');
    expect(page.body).toContain('<label for="vpa">Your UPI ID</label>');
    const simulator = parseForm(page.body);
    const orderNumber = gatewayRequest(form).order_id!;

    const refused = await postForm(t, simulator.action, { ...simulator.fields, outcome: "Success", vpa: "ravi at okhdfcbank" });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("Enter your UPI ID as name@bank");
    expect((await orderNamed(t, orderNumber)).status).toBe("pending");

    const paid = await postForm(t, simulator.action, { ...simulator.fields, outcome: "Success", vpa: " Ravi.K@okhdfcbank " });
    expect(paid.statusCode, paid.body).toBe(200);
    const back = await submit(t, parseForm(paid.body));
    expect(back.statusCode).toBe(303);
    expect((await orderNamed(t, orderNumber)).status).toBe("paid");
    expect(await activationsOf(t, orderNumber)).toBe(1);
  });

  it("a card request shows no UPI field, and failing a UPI payment needs no UPI ID", async () => {
    const card = await checkoutWith("card");
    expect((await postForm(t, card.action, card.fields)).body).not.toContain('id="vpa"');

    const form = await checkoutWith("upi");
    const simulator = parseForm((await postForm(t, form.action, form.fields)).body);
    const failed = await postForm(t, simulator.action, { ...simulator.fields, outcome: "Failure" });
    expect(failed.statusCode).toBe(200);
    await submit(t, parseForm(failed.body));
    expect((await orderNamed(t, gatewayRequest(form).order_id!)).status).toBe("failed");
  });
});
