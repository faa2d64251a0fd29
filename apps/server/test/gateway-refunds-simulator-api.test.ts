import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { createRefundGateway } from "../src/integrations/gateway/create-refund-gateway.ts";
import { inProcessTransport } from "../src/integrations/gateway/in-process-transport.ts";
import type { RefundGateway } from "../src/integrations/gateway/refund-gateway.ts";
import { buyAtSimulator } from "./support/checkout.ts";
import { orderNamed, postForm } from "./support/payments.ts";
import { createUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";

// The simulator's refund API (docs/architecture.md#payment-simulator), asked by the real refund client: it refunds only what it took.
let t: TestApp;
let gateway: RefundGateway;

beforeAll(async () => {
  t = await createTestApp();
  gateway = createRefundGateway(t.app.deps.config, inProcessTransport(t.app));
});
afterAll(() => t.close());

async function paidTrackingId() {
  const { orderNumber } = await buyAtSimulator(t, await createUser(t), { product: "Standard", plan: "Quarter" }, "Simulate success");
  const order = await orderNamed(t, orderNumber);
  return { trackingId: order.gatewayTrackingId!, amount: order.amount };
}

describe("the simulator's refundOrder and getRefundDetails", () => {
  it("the same refund_ref_no twice is one refund, answered the same way", async () => {
    const { trackingId } = await paidTrackingId();
    const ask = { trackingId, amount: 100_00, currency: "INR" as const, refundReference: "SIM-R1" };
    const first = await gateway.refund(ask);
    const again = await gateway.refund(ask);
    expect(first).toMatchObject({ outcome: "refunded", gatewayReference: expect.stringMatching(/^\d{12}$/) });
    expect(again).toEqual(first);
    expect(await gateway.refundStatus(ask)).toMatchObject({ outcome: "refunded", gatewayReference: first.gatewayReference });
    expect(
      await t.db.select().from(schema.paymentSimulatorRefunds).where(eq(schema.paymentSimulatorRefunds.trackingId, trackingId)),
    ).toHaveLength(1);
  });

  it("refuses more than is left of the payment, and a payment it never took", async () => {
    const { trackingId, amount } = await paidTrackingId();
    expect(await gateway.refund({ trackingId, amount: amount - 1_00, currency: "INR", refundReference: "SIM-R2" })).toMatchObject({
      outcome: "refunded",
    });
    expect(await gateway.refund({ trackingId, amount: 2_00, currency: "INR", refundReference: "SIM-R3" })).toMatchObject({
      outcome: "failed",
      reason: "Refund amount is more than the balance of the transaction",
    });
    expect(await gateway.refund({ trackingId: "999999999999", amount: 1_00, currency: "INR", refundReference: "SIM-R4" })).toMatchObject({
      outcome: "failed",
      reason: "No successful transaction with this reference_no",
    });
    expect(await gateway.refundStatus({ trackingId, refundReference: "SIM-R9" })).toMatchObject({ outcome: "not-found" });
  });

  it("answers nothing to a request not encrypted with its key", async () => {
    const res = await postForm(t, "/api/payment/simulator/status", {
      enc_request: "00",
      access_code: "AVSIMULATOR0000000",
      command: "refundOrder",
    });
    expect(res.body).toBe("status=1&enc_response=Invalid+encrypted+request");
  });
});
