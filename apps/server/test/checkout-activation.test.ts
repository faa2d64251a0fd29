import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { reconcilePendingOrders } from "../src/features/payments/jobs/reconcile-pending-orders.ts";
import { getOrderOutcome } from "../src/features/payments/services/get-order-outcome.ts";
import { creditWallet } from "../src/features/wallet/services/credit-wallet.ts";
import { debitWallet } from "../src/features/wallet/services/debit-wallet.ts";
import { buyAtSimulator, historyOf, ledgerOf, previewQuote, receiptsTo, startPaying, subscriptionOf } from "./support/checkout.ts";
import { orderNamed, payAtSimulator, submit } from "./support/payments.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import type { TestApp } from "./support/test-app.ts";
import { closeTestAppWithMail, createTestAppWithMail, type TestSmtp } from "./support/app-with-mail.ts";

let t: TestApp;
let smtp: TestSmtp;

beforeAll(async () => {
  ({ t, smtp } = await createTestAppWithMail());
});
afterAll(() => closeTestAppWithMail(t, smtp));

const trialEndOf = async (userId: number) =>
  (await t.db.select({ at: schema.users.trialEndsAt }).from(schema.users).where(eq(schema.users.id, userId)))[0]!.at;
const couponUses = async (code: string) =>
  (await t.db.select().from(schema.catalogueCoupons).where(eq(schema.catalogueCoupons.code, code)))[0]!.timesUsed;

async function walletOf(user: TestUser) {
  await creditWallet(t.app.deps, { userId: user.userId, currency: "INR", kind: "subscription", amount: 300_00, reason: "Unused days" });
  await creditWallet(t.app.deps, { userId: user.userId, currency: "INR", kind: "cash", amount: 100_00, reason: "Refund" });
  await creditWallet(t.app.deps, { userId: user.userId, currency: "INR", kind: "general", amount: 200_00, reason: "Goodwill" });
}

// Standard quarterly with WELCOME10: ₹2,493 − ₹249 = ₹2,244 + GST ₹403 = ₹2,647; the wallet pays ₹300 + ₹200
// (cash credit is not enabled for subscriptions in the sample catalogue), the card ₹2,147.
const standardWithWallet = { product: "Standard", plan: "Quarter" as const, useWallet: true, couponCode: "WELCOME10" };

describe("activation of a card payment (ADR 0010)", () => {
  it("a trial user pays through the simulator: subscription, deal, wallet, trial, coupon, history and receipt, once", async () => {
    const buyer = await createUser(t, { name: "Asha Rao" });
    await walletOf(buyer);
    const preview = await previewQuote(t, buyer, standardWithWallet);
    expect(preview).toMatchObject({ total: 2147, subscrDed: 300, cashDed: 0, creditDed: 200 });
    const usesBefore = await couponUses("WELCOME10");

    const { orderNumber, back } = await buyAtSimulator(t, buyer, standardWithWallet, "Simulate success");
    expect(back.headers.location).toBe(`/Pricing/CustomizeSubscription?payment=${orderNumber}`);
    const order = await orderNamed(t, orderNumber);
    expect(order).toMatchObject({ status: "paid", amount: 2147_00 });

    expect(await subscriptionOf(t, buyer.userId)).toMatchObject({
      baseProduct: "Standard",
      addons: [],
      plan: "Quarter",
      expiryDate: preview.newExpiryDate,
      licenseType: "Simultaneous",
      noOfLicenses: 1,
      isSubscribed: true,
      changesMade: 0,
    });
    const deals = await t.db.select().from(schema.userSubscriptionDeals).where(eq(schema.userSubscriptionDeals.userId, buyer.userId));
    expect(deals.map(({ itemId, priceSetId, discountInPercent }) => ({ itemId, priceSetId, discountInPercent }))).toEqual([
      { itemId: "Standard", priceSetId: "INR", discountInPercent: 10 },
    ]);

    const debits = (await ledgerOf(t, buyer.userId)).filter((entry) => entry.amount < 0);
    expect(debits.map(({ kind, amount, reference }) => ({ kind, amount, reference }))).toEqual([
      { kind: "subscription", amount: -300_00, reference: `order:${orderNumber}` },
      { kind: "general", amount: -200_00, reference: `order:${orderNumber}` },
    ]);
    expect((await trialEndOf(buyer.userId))!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await couponUses("WELCOME10")).toBe(usesBefore + 1);

    const history = await t.app.inject({
      method: "GET",
      url: `/api/payment/GetUsersSubscriptions?userId=${buyer.userId}`,
      headers: buyer.auth,
    });
    expect(history.statusCode).toBe(200);
    expect(history.json()).toEqual([
      expect.objectContaining({
        orderNumber,
        kind: "tool",
        quoteKind: "fresh",
        gateway: "CCAvenue",
        baseProduct: "Standard",
        plan: "Quarter",
        previousExpiryDate: null,
        expiryDate: preview.newExpiryDate,
        currency: "INR",
        amountPaid: 2147,
        walletPaid: 500,
      }),
    ]);
    const mail = await smtp.nextMailTo(buyer.email);
    expect(mail.raw).toContain(orderNumber);
    expect(mail.raw.replace(/=\r?\n/g, "")).toContain("Investar Standard (Quarter plan) is now active until");
    expect(await receiptsTo(t, buyer.email)).toHaveLength(1);

    expect(await getOrderOutcome(t.app.deps, buyer.userId, orderNumber)).toMatchObject({
      status: "paid",
      product: "Standard",
      plan: "Quarter",
      activatedUntil: preview.newExpiryDate,
    });
    const details = await t.app.inject({
      method: "GET",
      url: `/api/payment/UserSubscrDetails?userid=${buyer.userId}`,
      headers: buyer.auth,
    });
    expect(details.json().ToolSubscr).toMatchObject({ BaseProduct: "Standard", ExpiryDate: preview.newExpiryDate, IsSubscribed: true });
    expect(details.json().WalletDetails).toMatchObject({ SubscrCredit: 0, CashCredit: 100, Credit: 0 });
  });

  for (const button of ["Simulate failure", "Cancel"] as const) {
    it(`${button}: the order is settled as such and nothing is activated or spent`, async () => {
      const buyer = await createUser(t);
      await walletOf(buyer);
      const trialEnd = await trialEndOf(buyer.userId);
      const usesBefore = await couponUses("WELCOME10");
      const { orderNumber, back } = await buyAtSimulator(t, buyer, standardWithWallet, button);
      expect(back.headers.location).toBe(`/Pricing/CustomizeSubscription?payment=${orderNumber}`);
      expect((await orderNamed(t, orderNumber)).status).toBe(button === "Cancel" ? "cancelled" : "failed");
      expect(await subscriptionOf(t, buyer.userId)).toBeNull();
      expect(await historyOf(t, buyer.userId)).toHaveLength(0);
      expect((await ledgerOf(t, buyer.userId)).filter((entry) => entry.amount < 0)).toHaveLength(0);
      expect(await trialEndOf(buyer.userId)).toEqual(trialEnd);
      expect(await couponUses("WELCOME10")).toBe(usesBefore);
      expect(await receiptsTo(t, buyer.email)).toHaveLength(0);
      expect(await getOrderOutcome(t.app.deps, buyer.userId, orderNumber)).toMatchObject({ activatedUntil: null });
    });
  }

  it("a wallet spent between checkout and payment: the order stays pending, then reconciliation activates it once it is covered", async () => {
    const buyer = await createUser(t);
    await walletOf(buyer);
    const preview = await previewQuote(t, buyer, standardWithWallet);
    const form = await startPaying(t, buyer, standardWithWallet);
    // Spent in another tab while the customer was at the gateway.
    await debitWallet(t.app.deps, { userId: buyer.userId, currency: "INR", kind: "general", amount: 150_00, reason: "Another purchase" });
    const returnForm = await payAtSimulator(t, form, "Simulate success");
    const orderNumber = returnForm.fields.orderNo!;
    const back = await submit(t, returnForm);
    // The customer still lands on the outcome page, which says "pending".
    expect(back.statusCode).toBe(303);
    expect((await orderNamed(t, orderNumber)).status).toBe("pending");
    expect(await subscriptionOf(t, buyer.userId)).toBeNull();
    expect((await ledgerOf(t, buyer.userId)).filter((entry) => entry.reference === `order:${orderNumber}`)).toHaveLength(0);

    // Support tops the wallet up again; the next reconciliation run settles and activates it.
    await creditWallet(t.app.deps, {
      userId: buyer.userId,
      currency: "INR",
      kind: "general",
      amount: 150_00,
      reason: "Restored by support",
    });
    const report = await reconcilePendingOrders(t.app.deps, { afterMinutes: 0, abandonAfterMinutes: 1440 });
    expect(report.paid).toBeGreaterThanOrEqual(1);
    expect((await orderNamed(t, orderNumber)).status).toBe("paid");
    expect((await subscriptionOf(t, buyer.userId))?.expiryDate).toBe(preview.newExpiryDate);
    expect((await ledgerOf(t, buyer.userId)).filter((entry) => entry.reference === `order:${orderNumber}`)).toHaveLength(2);
  });

  it("a mobile purchase sets MobileSubscr and leaves the desktop trial running", async () => {
    const buyer = await createUser(t);
    const trialEnd = await trialEndOf(buyer.userId);
    const selection = { product: "Standard", plan: "Quarter" as const, isMobile: true };
    const preview = await previewQuote(t, buyer, selection);
    await buyAtSimulator(t, buyer, selection, "Simulate success");
    expect(await subscriptionOf(t, buyer.userId, "mobile")).toMatchObject({
      baseProduct: "Standard",
      plan: "Quarter",
      expiryDate: preview.newExpiryDate,
      isSubscribed: true,
    });
    expect(await subscriptionOf(t, buyer.userId, "tool")).toBeNull();
    expect(await trialEndOf(buyer.userId)).toEqual(trialEnd);
    expect((await historyOf(t, buyer.userId))[0]).toMatchObject({ kind: "mobile" });
  });
});
