import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GatewayQueryError } from "../src/integrations/gateway/card-gateway.ts";
import { ccavenueDecrypt, ccavenueEncrypt, decodeFields, encodeFields } from "../src/integrations/gateway/ccavenue-cipher.ts";
import { minorToGatewayAmount } from "@investar/core";
import { createOrder } from "../src/features/payments/services/create-order.ts";
import { startCcavenueStandIn } from "./support/ccavenue-stand-in.ts";
import { activationsOf, markActivation, orderNamed, pendingOrder, postForm, standardQuarterly } from "./support/payments.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";

const workingKey = "ABCDEF0123456789ABCDEF0123456789";
const accessCode = "AVTEST00TEST00ABCD";
const transactionUrl = "https://test.ccavenue.com/transaction/transaction.do?command=initiateTransaction";

let t: TestApp;
let buyer: TestUser;
let ccavenue: Awaited<ReturnType<typeof startCcavenueStandIn>>;

beforeAll(async () => {
  ccavenue = await startCcavenueStandIn(workingKey, accessCode);
  t = await createTestApp({
    web: true,
    onOrderPaid: markActivation,
    env: {
      ...ccavenue.env(),
    },
  });
  buyer = await createUser(t);
});
afterAll(async () => {
  await t.close();
  await ccavenue.close();
});

const gateway = () => t.app.deps.payments.gateway;

/** The order's entry in the stand-in's books, as CCAvenue's status API would report it. */
function gatewayReports(orderNumber: string, fields: Record<string, unknown>) {
  ccavenue.answers.set(orderNumber, {
    json: { status: 0, order_no: orderNumber, reference_no: 313009876543, order_currncy: "INR", error_desc: "", ...fields },
  });
}

describe("PAYMENT_GATEWAY=ccavenue", () => {
  it("builds the checkout form for CCAvenue's host, with the request fields their protocol asks for", async () => {
    const created = await createOrder(t.app.deps, buyer.userId, standardQuarterly(), "CCAvenue");
    const form = gateway().checkoutForm({ ...created, billing: { billing_name: "Asha Rao", amount: "1.00", merchant_id: "999" } });
    expect(form.action).toBe(transactionUrl);
    expect(form.fields.access_code).toBe(accessCode);
    expect(decodeFields(ccavenueDecrypt(form.fields.encRequest, workingKey))).toEqual({
      billing_name: "Asha Rao",
      merchant_id: "123456",
      order_id: created.orderNumber,
      currency: "INR",
      amount: minorToGatewayAmount(created.amount),
      redirect_url: "http://localhost:3000/api/payment/CCAvenueResponse",
      cancel_url: "http://localhost:3000/api/payment/CCAvenueResponse",
      language: "EN",
      merchant_param1: String(buyer.userId),
    });
  });

  it("lets our pages post forms to CCAvenue's host (CSP form-action), and serves no simulator", async () => {
    const res = await t.app.inject({ method: "GET", url: "/support" });
    expect(String(res.headers["content-security-policy"])).toContain("form-action 'self' https://test.ccavenue.com;");
    expect((await postForm(t, "/api/payment/simulator/checkout", { encRequest: "00", access_code: accessCode })).statusCode).toBe(404);
    expect(
      (await postForm(t, "/api/payment/simulator/status", { enc_request: "00", access_code: accessCode, command: "orderStatusTracker" }))
        .statusCode,
    ).toBe(404);
  });

  it("settles a return by asking CCAvenue's status API over HTTP", async () => {
    const { order } = await pendingOrder(t, buyer.userId);
    gatewayReports(order.orderNumber, { order_status: "Successful", order_amt: order.amount / 100 });
    const encResp = ccavenueEncrypt(
      encodeFields({
        order_id: order.orderNumber,
        tracking_id: "313009876543",
        order_status: "Success",
        amount: minorToGatewayAmount(order.amount),
        currency: "INR",
        merchant_param1: String(buyer.userId),
      }),
      workingKey,
    );
    const res = await postForm(t, "/api/payment/CCAvenueResponse", { encResp, orderNo: order.orderNumber });
    expect(res.statusCode).toBe(303);
    expect(await orderNamed(t, order.orderNumber)).toMatchObject({ status: "paid", gatewayTrackingId: "313009876543" });
    expect(await activationsOf(t, order.orderNumber)).toBe(1);

    const query = ccavenue.received.at(-1)!;
    expect(query).toMatchObject({
      access_code: accessCode,
      command: "orderStatusTracker",
      request_type: "JSON",
      response_type: "JSON",
      version: "1.2",
    });
    expect(JSON.parse(ccavenueDecrypt(query.enc_request!, workingKey))).toEqual({ order_no: order.orderNumber });
  });

  it("never marks paid when the status API's amount differs from the order's", async () => {
    const { order } = await pendingOrder(t, buyer.userId);
    gatewayReports(order.orderNumber, { order_status: "Successful", order_amt: 1 });
    const encResp = ccavenueEncrypt(
      encodeFields({
        order_id: order.orderNumber,
        tracking_id: "313009876543",
        amount: minorToGatewayAmount(order.amount),
        currency: "INR",
        merchant_param1: String(buyer.userId),
      }),
      workingKey,
    );
    expect((await postForm(t, "/api/payment/CCAvenueResponse", { encResp })).statusCode).toBe(303);
    expect((await orderNamed(t, order.orderNumber)).status).toBe("pending");
    expect(await activationsOf(t, order.orderNumber)).toBe(0);
  });

  it("reads each kind of status answer", async () => {
    const number = "INV-2026-STATUS0001";
    gatewayReports(number, { order_status: "Shipped", order_amt: 2493.5 });
    expect(await gateway().queryStatus(number)).toEqual({
      status: "paid",
      gatewayStatus: "Shipped",
      orderNumber: number,
      amount: 249_350,
      currency: "INR",
      trackingId: "313009876543",
    });
    // Older API versions wrap the answer.
    ccavenue.answers.set(number, {
      json: { Order_Status_Result: { status: 0, order_no: number, order_status: "Aborted", order_amt: "10.00", order_currncy: "USD" } },
    });
    expect(await gateway().queryStatus(number)).toMatchObject({ status: "cancelled", amount: 1_000, currency: "USD" });
    for (const [word, outcome] of [
      ["Awaited", "pending"],
      ["Initiated", "pending"],
      ["Unsuccessful", "failed"],
      ["Timeout", "failed"],
      ["Chargeback", "unrecognised"],
    ] as const) {
      gatewayReports(number, { order_status: word, order_amt: 1 });
      expect((await gateway().queryStatus(number)).status).toBe(outcome);
    }
    expect((await gateway().queryStatus("INV-2026-NEVERSEEN0")).status).toBe("not-found");
  });

  it("turns every way of not getting an answer into a GatewayQueryError", async () => {
    const number = "INV-2026-STATUS0002";
    ccavenue.answers.set(number, { json: { status: 1, error_desc: "Invalid access code for merchant", error_code: "51313" } });
    await expect(gateway().queryStatus(number)).rejects.toThrow(
      new GatewayQueryError("status query failed: Invalid access code for merchant"),
    );
    ccavenue.answers.set(number, { status: 200, body: "status=1&enc_response=Access_code: Invalid Parameter" });
    await expect(gateway().queryStatus(number)).rejects.toThrow(GatewayQueryError);
    ccavenue.answers.set(number, { status: 200, body: "status=0&enc_response=00ff" });
    await expect(gateway().queryStatus(number)).rejects.toThrow("status answer unreadable");
    ccavenue.answers.set(number, { status: 502, body: "Bad gateway" });
    await expect(gateway().queryStatus(number)).rejects.toThrow("HTTP 502");
  });
});
