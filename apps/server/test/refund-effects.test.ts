import { eq } from "drizzle-orm";
import { EXPIRY_MODE } from "@investar/core";
import { schema } from "@investar/db";
import { describe, expect, it } from "vitest";
import { buyAtSimulator, previewQuote } from "./support/checkout.ts";
import { orderNamed } from "./support/payments.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { suiteApp, suiteUser } from "./support/suite.ts";

// docs/business-rules.md#refunds and ADR 0010: a full refund ends what the order bought; a partial one marks the order.

const t = suiteApp();
const admin = suiteUser(t, { role: "Admin" });

const standard = { product: "Standard", plan: "Quarter" as const };
const refund = (paymentId: number, amount?: number) =>
  t.app.inject({
    method: "POST",
    url: "/api/payment/RefundPayments",
    headers: admin.auth,
    payload: { paymentId, to: "wallet", ...(amount ? { amount } : {}) },
  });
const toolSubscr = async (user: TestUser) =>
  (await t.app.inject({ method: "GET", url: `/api/payment/UserSubscrDetails?userid=${user.userId}`, headers: user.auth })).json()
    .ToolSubscr;
const auditOf = async (orderNumber: string) =>
  t.db
    .select()
    .from(schema.auditLog)
    .where(eq(schema.auditLog.subject, `order:${orderNumber}`));

async function bought(user: TestUser) {
  const preview = await previewQuote(t, user, standard);
  const { orderNumber } = await buyAtSimulator(t, user, standard, "Simulate success");
  return { order: await orderNamed(t, orderNumber), expiry: preview.newExpiryDate, total: preview.total };
}

describe("refunds (docs/business-rules.md#refunds)", () => {
  it("a full refund of a first purchase ends the subscription it paid for, and says so in the audit log", async () => {
    const buyer = await createUser(t);
    const { order, expiry } = await bought(buyer);
    expect(await toolSubscr(buyer)).toMatchObject({ BaseProduct: "Standard", ExpiryDate: expiry, IsSubscribed: true });

    const res = await refund(order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toContain("The subscription it paid for has ended.");
    expect((await orderNamed(t, order.orderNumber)).status).toBe("refunded");
    expect(await toolSubscr(buyer)).toMatchObject({ IsSubscribed: false });

    const audit = await auditOf(order.orderNumber);
    expect(audit.map((row) => row.action)).toContain("order-refunded");
    expect(audit.find((row) => row.action === "order-refund")).toMatchObject({
      actorId: admin.userId,
      details: expect.objectContaining({
        full: true,
        takenBack: expect.objectContaining({ kind: "tool", ended: true, expiryBefore: expiry }),
      }),
    });
  });

  it("a full refund of a renewal takes back its days only: the subscription runs to the expiry held before it", async () => {
    const buyer = await createUser(t);
    const first = await bought(buyer);
    const renewal = await bought(buyer);
    expect(renewal.expiry > first.expiry).toBe(true);
    expect(await toolSubscr(buyer)).toMatchObject({ ExpiryDate: renewal.expiry, IsSubscribed: true });

    expect((await refund(renewal.order.id)).statusCode).toBe(200);
    expect(await toolSubscr(buyer)).toMatchObject({ BaseProduct: "Standard", ExpiryDate: first.expiry, IsSubscribed: true });
    const history = await t.app.inject({
      method: "GET",
      url: `/api/payment/GetUsersSubscriptions?userId=${buyer.userId}`,
      headers: buyer.auth,
    });
    expect(history.json()).toHaveLength(2);
  });

  it("a full refund of an upgrade within the period puts back the edition held before it, keeping the expiry", async () => {
    const buyer = await createUser(t);
    const first = await bought(buyer);
    const { orderNumber } = await buyAtSimulator(
      t,
      buyer,
      { product: "Pro", plan: "Quarter", expiryMode: EXPIRY_MODE.sameExpiryDate },
      "Simulate success",
    );
    const upgrade = await orderNamed(t, orderNumber);
    expect(upgrade.status).toBe("paid");
    expect(await toolSubscr(buyer)).toMatchObject({ BaseProduct: "Pro", ExpiryDate: first.expiry });

    const res = await refund(upgrade.id);
    expect(res.json().message).toContain("The edition and add-ons held before it are back.");
    expect(await toolSubscr(buyer)).toMatchObject({ BaseProduct: "Standard", ExpiryDate: first.expiry, IsSubscribed: true });
  });

  it("a partial refund marks the order partly refunded and leaves the subscription; the rest, refunded later, ends it", async () => {
    const buyer = await createUser(t);
    const { order, expiry } = await bought(buyer);
    const res = await refund(order.id, 500);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ amount: 500, message: expect.stringContaining("partly refunded") });
    expect((await orderNamed(t, order.orderNumber)).status).toBe("partially-refunded");
    expect(await toolSubscr(buyer)).toMatchObject({ ExpiryDate: expiry, IsSubscribed: true });

    const audit = await auditOf(order.orderNumber);
    expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(["order-partially-refunded", "order-refund"]));
    expect(audit.find((row) => row.action === "order-refund")!.details).toMatchObject({ amount: 500_00, full: false, takenBack: null });

    const rest = await refund(order.id);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toMatchObject({ amount: order.amount / 100 - 500, refunded: order.amount / 100, left: 0 });
    expect(rest.json().message).toContain("The subscription it paid for has ended.");
    expect((await orderNamed(t, order.orderNumber)).status).toBe("refunded");
    expect(await toolSubscr(buyer)).toMatchObject({ IsSubscribed: false });

    const more = await refund(order.id, 1);
    expect(more.statusCode).toBe(400);
    expect(more.json().message).toMatch(/^Nothing is left to refund/);
  });
});
