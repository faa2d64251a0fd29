import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { encryptPaymentRequest } from "@investar/core";
import { schema } from "@investar/db";
import { paymentRequestPassphrase } from "../src/features/payments/services/payment-request-passphrase.ts";
import { checkoutCall, encrypted, paymentRequest, previewQuote } from "./support/checkout.ts";
import { orderNamed, postForm } from "./support/payments.ts";
import { suiteApp, suiteUser } from "./support/suite.ts";
import { customerWithCredit } from "./support/wallet.ts";

const t = suiteApp();
const buyer = suiteUser(t);
const other = suiteUser(t);
const admin = suiteUser(t, { role: "Admin" });

const ordersOf = (userId: number) => t.db.select().from(schema.orders).where(eq(schema.orders.userId, userId));

describe("POST payment/EncryptForCCAvenue (docs/business-rules.md#api-payment, ADR 0007)", () => {
  it("re-quotes the selection, makes a pending order for the server's total and answers the gateway's form", async () => {
    const preview = await previewQuote(t, buyer, { product: "Standard", plan: "Quarter" });
    const answer = await checkoutCall(t, buyer, await encrypted(t, paymentRequest(buyer.userId, { product: "Standard", plan: "Quarter" })));
    expect(answer.statusCode).toBe(200);
    const form = answer.json();
    expect(form.action).toBe("/api/payment/simulator/checkout");
    expect(Object.keys(form.fields).sort()).toEqual(["access_code", "encRequest"]);

    const [order] = (await ordersOf(buyer.userId)).slice(-1);
    expect(order).toMatchObject({ status: "pending", gateway: "CCAvenue", currency: "INR", amount: preview.total * 100 });
    // ₹2,493 + 18% GST = ₹2,941 (docs/business-rules.md#gst prices), and the simulator shows exactly that.
    expect(order!.amount).toBe(2941_00);
    const page = await postForm(t, form.action, form.fields);
    expect(page.body).toContain(order!.orderNumber);
    expect(page.body).toContain("₹2,941");
  });

  it("takes the request as text/plain too", async () => {
    const body = await encrypted(t, paymentRequest(buyer.userId, { product: "Pro", plan: "Annual" }));
    const answer = await t.app.inject({
      method: "POST",
      url: "/api/payment/EncryptForCCAvenue",
      headers: { ...buyer.auth, "content-type": "text/plain" },
      payload: body,
    });
    expect(answer.statusCode).toBe(200);
  });

  it("ignores any amount the client adds: the order charges the server's quote", async () => {
    const request = paymentRequest(buyer.userId, { product: "Pro", plan: "Quarter" });
    const tampered = {
      ...request,
      amount: 1,
      total: 1,
      selItems: { ...request.selItems, total: 1, price: 1, discount: 99_999 },
      form: { ...request.form, amount: "1.00" },
    };
    const before = (await ordersOf(buyer.userId)).length;
    const answer = await checkoutCall(t, buyer, await encrypted(t, tampered));
    expect(answer.statusCode).toBe(200);
    const orders = await ordersOf(buyer.userId);
    expect(orders).toHaveLength(before + 1);
    const preview = await previewQuote(t, buyer, { product: "Pro", plan: "Quarter" });
    expect(orders.at(-1)!.amount).toBe(preview.total * 100);
    expect(orders.at(-1)!.amount).toBe(4124_00);
  });

  it("refuses what it cannot read with 400, and makes no order", async () => {
    const before = (await ordersOf(buyer.userId)).length;
    const good = await encrypted(t, paymentRequest(buyer.userId, { product: "Standard", plan: "Quarter" }));
    const flipped = `${good.slice(0, 40)}${good[40] === "A" ? "B" : "A"}${good.slice(41)}`;
    const otherKey = await encryptPaymentRequest(
      "not this deployment's passphrase",
      JSON.stringify(paymentRequest(buyer.userId, { product: "Standard", plan: "Quarter" })),
    );
    for (const body of ["garbage", "bm90IGVuY3J5cHRlZA==", flipped, otherKey]) {
      const answer = await checkoutCall(t, buyer, body);
      expect(answer.statusCode, body).toBe(400);
      expect(answer.json()).toMatchObject({
        code: "PaymentRequestUnreadable",
        message: "The payment request could not be read. Please reload the page and try again.",
      });
    }
    const notJson = await checkoutCall(
      t,
      buyer,
      await encryptPaymentRequest(paymentRequestPassphrase(t.config.sessionSecret!), "selItems=Pro"),
    );
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe("The payment request is not valid JSON.");
    const incomplete = await checkoutCall(t, buyer, await encrypted(t, { userId: buyer.userId, currency: "INR" }));
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().errors).toHaveProperty(["request.selItems"]);
    const mismatched = await checkoutCall(
      t,
      buyer,
      await encrypted(t, { ...paymentRequest(buyer.userId, { product: "Standard", plan: "Quarter" }), target: "mobile" }),
    );
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json().errors).toHaveProperty(["request.target"]);
    const empty = await t.app.inject({
      method: "POST",
      url: "/api/payment/EncryptForCCAvenue",
      headers: { ...buyer.auth, "content-type": "application/json" },
      payload: "{}",
    });
    expect(empty.statusCode).toBe(400);
    expect(await ordersOf(buyer.userId)).toHaveLength(before);
  });

  it("needs a login, and the caller's own userId unless an admin", async () => {
    const body = await encrypted(t, paymentRequest(buyer.userId, { product: "Standard", plan: "Month" }));
    expect((await checkoutCall(t, null, body)).statusCode).toBe(401);
    const theirs = await checkoutCall(t, other, body);
    expect(theirs.statusCode).toBe(403);
    expect(await ordersOf(other.userId)).toHaveLength(0);
    const before = (await ordersOf(buyer.userId)).length;
    const byAdmin = await checkoutCall(t, admin, body);
    expect(byAdmin.statusCode).toBe(200);
    // The order is the customer's, priced on their subscription.
    expect(await ordersOf(buyer.userId)).toHaveLength(before + 1);
  });

  it("answers the engine's pricing errors with their docs/business-rules.md#pricing-error-codes code and message", async () => {
    const lite = await checkoutCall(t, buyer, await encrypted(t, paymentRequest(buyer.userId, { product: "Lite", plan: "Quarter" })));
    expect(lite.statusCode).toBe(400);
    expect(lite.json()).toEqual({
      code: "LiteWithoutAddon",
      message: "Lite is free. Add at least one add-on to buy with it, or choose a paid edition.",
    });
    const coupon = await checkoutCall(
      t,
      buyer,
      await encrypted(t, paymentRequest(buyer.userId, { product: "Standard", plan: "Quarter", couponCode: "NO-SUCH" })),
    );
    expect(coupon.json().code).toBe("CouponCodeApply");
    const licences = await checkoutCall(
      t,
      buyer,
      await encrypted(t, paymentRequest(buyer.userId, { product: "Standard", plan: "Quarter", noOfLicenses: 2 })),
    );
    expect(licences.json().code).toBe("SelectLicenseType");
  });

  it("refuses a total of zero (that is a ChangeSubscription) and a request for another gateway", async () => {
    const rich = await customerWithCredit(t, 10_000_00, "Test credit");
    const free = await checkoutCall(
      t,
      rich,
      await encrypted(t, paymentRequest(rich.userId, { product: "Standard", plan: "Quarter", useWallet: true })),
    );
    expect(free.statusCode).toBe(400);
    expect(free.json().code).toBe("NothingToPay");
    const manual = await checkoutCall(
      t,
      buyer,
      await encrypted(t, paymentRequest(buyer.userId, { product: "Standard", plan: "Quarter" }, "ChangeSub")),
    );
    expect(manual.statusCode).toBe(400);
    expect(manual.json().code).toBe("WrongPaymentGateway");
    expect(await ordersOf(rich.userId)).toHaveLength(0);
  });

  it("leaves the new order pending until the gateway answers", async () => {
    await checkoutCall(t, buyer, await encrypted(t, paymentRequest(buyer.userId, { product: "Standard", plan: "Quarter" })));
    const latest = (await ordersOf(buyer.userId)).at(-1)!;
    expect((await orderNamed(t, latest.orderNumber)).status).toBe("pending");
  });
});
