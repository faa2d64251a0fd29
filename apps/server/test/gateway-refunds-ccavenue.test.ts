import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { followPendingRefunds } from "../src/features/payments/jobs/follow-pending-refunds.ts";
import { createRefundGateway } from "../src/integrations/gateway/create-refund-gateway.ts";
import { fetchTransport } from "../src/integrations/gateway/form-transport.ts";
import { startCcavenueRefundStandIn } from "./support/ccavenue-refund-stand-in.ts";
import { movableClock, payOrder } from "./support/invoices.ts";
import { orderNamed } from "./support/payments.ts";
import { createUser } from "./support/sessions.ts";
import type { TestApp } from "./support/test-app.ts";
import type { TestUser } from "./support/sessions.ts";
import { createTestAppWithAdmin } from "./support/app-with-user.ts";

// docs/business-rules.md#refunds with PAYMENT_GATEWAY=ccavenue: the refund client speaks CCAvenue's encrypted API over HTTP to a stand-in.
const workingKey = "ABCDEF0123456789ABCDEF0123456789";
const accessCode = "AVTEST00TEST00ABCD";

let t: TestApp;
let admin: TestUser;
let ccavenue: Awaited<ReturnType<typeof startCcavenueRefundStandIn>>;
const clock = movableClock();

beforeAll(async () => {
  ccavenue = await startCcavenueRefundStandIn(workingKey, accessCode);
  ({ t, admin } = await createTestAppWithAdmin({ env: ccavenue.env(), now: clock.now }));
});
afterAll(async () => {
  await t.close();
  await ccavenue.close();
});

let trackingIds = 313009876540;
/** A card payment as CCAvenue settled it: paid, invoiced, with its tracking id. */
async function paidAtCcavenue() {
  const buyer = await createUser(t);
  const { order } = await payOrder(t, buyer.userId);
  const trackingId = String(trackingIds++);
  await t.db.update(schema.orders).set({ gatewayTrackingId: trackingId }).where(eq(schema.orders.id, order.id));
  return { ...order, gatewayTrackingId: trackingId };
}

const refund = (body: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/payment/RefundPayments", headers: admin.auth, payload: body });
const refundRow = async (reference: string) =>
  (await t.db.select().from(schema.orderRefunds).where(eq(schema.orderRefunds.refundReference, reference)))[0]!;
const follow = () => followPendingRefunds(t.app.deps, createRefundGateway(t.app.deps.config, fetchTransport));

describe("refunds at CCAvenue", () => {
  it("sends refundOrder with reference_no, refund_amount and refund_ref_no, encrypted, and settles on its acceptance", async () => {
    const order = await paidAtCcavenue();
    const res = await refund({ paymentId: order.id, to: "gateway", amount: 500 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "refunded", refundReference: `${order.orderNumber}-R1`, gatewayReference: null });
    expect(res.json().creditNoteNumber).toBeTruthy();
    expect(ccavenue.calls.at(-1)).toEqual({
      command: "refundOrder",
      accessCode,
      requestType: "JSON",
      request: { reference_no: order.gatewayTrackingId, refund_amount: "500.00", refund_ref_no: `${order.orderNumber}-R1` },
    });
    expect((await orderNamed(t, order.orderNumber)).status).toBe("partially-refunded");
  });

  it("records a refusal with CCAvenue's reason, and nothing is refunded", async () => {
    const order = await paidAtCcavenue();
    ccavenue.answers.set(`refundOrder:${order.orderNumber}-R1`, {
      json: { Refund_Order_Result: { refund_status: 1, reason: "Refund amount greater than available balance", error_code: "51419" } },
    });
    const res = await refund({ paymentId: order.id, to: "gateway" });
    expect(res.json()).toMatchObject({
      status: "failed",
      failureReason: "Refund amount greater than available balance",
      creditNoteNumber: null,
      left: order.amount / 100,
    });
    expect((await orderNamed(t, order.orderNumber)).status).toBe("paid");
    expect(await t.db.select().from(schema.creditNotes).where(eq(schema.creditNotes.orderId, order.id))).toEqual([]);
  });

  it("a refund CCAvenue is still processing is followed with getRefundDetails until it is refunded", async () => {
    const order = await paidAtCcavenue();
    const reference = `${order.orderNumber}-R1`;
    ccavenue.answers.set(`refundOrder:${reference}`, {
      json: {
        Refund_Order_Result: { refund_status: 0, reason: "", error_code: "", refund_reference_no: "700012345678", refund_state: "Pending" },
      },
    });
    const res = await refund({ paymentId: order.id, to: "gateway" });
    expect(res.json()).toMatchObject({ status: "pending", gatewayReference: "700012345678", inFlight: order.amount / 100, left: 0 });
    const details = (status: string) => ({
      json: {
        Refund_Details_Result: {
          status: 0,
          refund_Details: [
            { refund_ref_no: reference, refund_reference_no: "700012345678", refund_amount: "2941.00", refund_status: status },
          ],
        },
      },
    });
    ccavenue.answers.set(`getRefundDetails:${reference}`, details("Pending"));
    expect(await follow()).toMatchObject({ checked: 1, unchanged: 1 });
    expect(ccavenue.calls.at(-1)).toMatchObject({
      command: "getRefundDetails",
      request: { reference_no: order.gatewayTrackingId, refund_ref_no: reference },
    });
    ccavenue.answers.set(`getRefundDetails:${reference}`, details("Refunded"));
    expect(await follow()).toMatchObject({ checked: 1, refunded: 1 });
    expect(await refundRow(reference)).toMatchObject({ status: "refunded", creditNoteNumber: expect.any(String) });
    expect((await orderNamed(t, order.orderNumber)).status).toBe("refunded");
  });

  it("a refund whose call got no answer is looked up first, and asked again only if CCAvenue never got it", async () => {
    const order = await paidAtCcavenue();
    const reference = `${order.orderNumber}-R1`;
    ccavenue.answers.set(`refundOrder:${reference}`, { status: 502, body: "Bad gateway" });
    const res = await refund({ paymentId: order.id, to: "gateway", amount: 1000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "requested", inFlight: 1000 });
    expect(res.json().message).toContain("will be asked again automatically");

    // Left to its own call for two minutes; then the job looks it up (not found) and asks again, once.
    expect(await follow()).toMatchObject({ checked: 0 });
    clock.at = new Date(Date.now() + 3 * 60_000);
    ccavenue.answers.delete(`refundOrder:${reference}`);
    const before = ccavenue.calls.length;
    expect(await follow()).toMatchObject({ checked: 1, refunded: 1 });
    expect(ccavenue.calls.slice(before).map((call) => call.command)).toEqual(["getRefundDetails", "refundOrder"]);
    expect(await refundRow(reference)).toMatchObject({ status: "refunded", amount: 1000_00 });
    clock.at = null;
  });
});
