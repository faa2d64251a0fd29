/**
 * docs/business-rules.md#coupon-hold: an order holds a use of a limited coupon only while its payment is
 * open (COUPON_HOLD_MINUTES), or for a day once the customer says they made a manual payment; a failed or
 * cancelled payment gives it back at once.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DECLARED_PAYMENT_COUPON_HOLD_HOURS, DEFAULT_COUPON_HOLD_MINUTES, indiaToday } from "@investar/core";
import { schema } from "@investar/db";
import { releaseStaleCouponHolds } from "../src/features/catalogue/jobs/release-stale-coupon-holds.ts";
import { invalidateCatalogue } from "../src/features/catalogue/services/load-catalogue.ts";
import { checkoutCall, encrypted, paymentRequest, startPaying } from "./support/checkout.ts";
import { activate, manualPaymentBody, submitManualPayment } from "./support/manual-payments.ts";
import { payAtSimulator, submit } from "./support/payments.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { databaseKind, type TestApp } from "./support/test-app.ts";
import { createTestAppWithUser } from "./support/app-with-user.ts";

let t: TestApp;
let clock = new Date("2026-11-20T10:00:00Z");
let admin: TestUser;

beforeAll(async () => {
  ({ t, user: admin } = await createTestAppWithUser({ now: () => clock }, { role: "Admin", name: "Office Admin" }));
});
afterAll(() => t.close());

const MINUTE = 60_000;
const later = (minutes: number) => (clock = new Date(clock.getTime() + minutes * MINUTE));
const c = schema.catalogueCoupons;
const usesOf = async (code: string) => (await t.db.select().from(c).where(eq(c.code, code)))[0]!;
const withCoupon = { currency: "INR" as const, product: "Standard", plan: "Quarter" as const, couponCode: "TRADER15" };
const USED_UP = { message: "Coupon TRADER15 has been used as many times as it allows." };

/** Lets the holds of earlier tests' orders run out, so each test counts only its own. */
async function holdsOfEarlierTestsRunOut() {
  later(DECLARED_PAYMENT_COUPON_HOLD_HOURS * 60 + 1);
  await releaseStaleCouponHolds(t.app.deps);
}

/** An admin's edit: the coupon may be used `left` more times. */
async function leaveUses(left: number): Promise<number> {
  const { timesUsed } = await usesOf("TRADER15");
  await t.db
    .update(c)
    .set({ usageLimit: timesUsed + left })
    .where(eq(c.code, "TRADER15"));
  invalidateCatalogue(t.app.deps);
  return timesUsed;
}

const startUpi = (user: TestUser) =>
  t.app.inject({
    method: "POST",
    url: "/api/payment/StartUpiPayment",
    headers: user.auth,
    payload: { userId: user.userId, selItems: withCoupon },
  });
const cardCheckout = async (user: TestUser) => checkoutCall(t, user, await encrypted(t, paymentRequest(user.userId, withCoupon)));

describe(`coupon holds (${databaseKind})`, () => {
  it(`abandoned card checkouts hold a limited coupon's uses for ${DEFAULT_COUPON_HOLD_MINUTES} minutes, not for a day`, async () => {
    expect(t.app.deps.config.couponHoldMinutes).toBe(DEFAULT_COUPON_HOLD_MINUTES);
    const before = await leaveUses(3);
    // Three customers go to the bank's page and never come back.
    for (const name of ["Asha", "Vikram", "Meera"]) {
      const user = await createUser(t, { name });
      expect((await cardCheckout(user)).statusCode).toBe(200);
    }
    expect((await usesOf("TRADER15")).timesUsed).toBe(before + 3);
    const fourth = await createUser(t, { name: "Ravi" });
    expect((await cardCheckout(fourth)).json()).toMatchObject(USED_UP);

    later(DEFAULT_COUPON_HOLD_MINUTES - 1);
    expect(await releaseStaleCouponHolds(t.app.deps)).toBe(0);
    later(2);
    expect(await releaseStaleCouponHolds(t.app.deps)).toBe(3);
    expect(await releaseStaleCouponHolds(t.app.deps)).toBe(0);
    expect((await usesOf("TRADER15")).timesUsed).toBe(before);
    expect((await cardCheckout(fourth)).statusCode).toBe(200);
  });

  it("a payment the gateway says failed or was cancelled gives its use back at once", async () => {
    const before = await leaveUses(1);
    for (const button of ["Simulate failure", "Cancel"]) {
      const user = await createUser(t);
      const form = await startPaying(t, user, withCoupon);
      expect((await usesOf("TRADER15")).timesUsed).toBe(before + 1);
      await submit(t, await payAtSimulator(t, form, button));
      expect((await usesOf("TRADER15")).timesUsed, button).toBe(before);
    }
  });

  it("a UPI QR code not declared paid holds its use like a card checkout; the customer can still pay the order later", async () => {
    await holdsOfEarlierTestsRunOut();
    const before = await leaveUses(1);
    const first = await createUser(t, { name: "Asha Menon" });
    const second = await createUser(t, { name: "Vikram Das" });
    const shown = await startUpi(first);
    expect(shown.statusCode, shown.body).toBe(200);
    const { orderNumber, amount } = shown.json() as { orderNumber: string; amount: number };
    expect((await startUpi(second)).json()).toMatchObject(USED_UP);

    later(DEFAULT_COUPON_HOLD_MINUTES + 1);
    expect(await releaseStaleCouponHolds(t.app.deps)).toBe(1);
    const next = await startUpi(second);
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json()).toMatchObject({ amount });

    // The first customer had paid after all: their order is still theirs, activated and counted then.
    const said = await submitManualPayment(t, first, {
      userId: first.userId,
      paymentGateway: "ManualPayment",
      orderNumber,
      form: { mode: "UPI", reference: "412345679901", amount: String(amount), paymentDate: indiaToday(clock), bankName: "" },
    });
    expect(said.statusCode, said.body).toBe(200);
    const activated = await activate(t, admin, said.json().payment.paymentId);
    expect(activated.statusCode, activated.body).toBe(200);
    expect((await usesOf("TRADER15")).timesUsed).toBe(before + 2);
  });

  it(`a manual payment the customer says they made holds its use ${DECLARED_PAYMENT_COUPON_HOLD_HOURS} hours`, async () => {
    await holdsOfEarlierTestsRunOut();
    const before = await leaveUses(1);
    const customer = await createUser(t);
    const body = manualPaymentBody(customer.userId, "Online Transfer NEFT", {
      selItems: { couponCode: "TRADER15" },
      form: { paymentDate: indiaToday(clock) },
    });
    const said = await submitManualPayment(t, customer, body);
    expect(said.statusCode, said.body).toBe(200);
    later(DECLARED_PAYMENT_COUPON_HOLD_HOURS * 60 - 1);
    expect(await releaseStaleCouponHolds(t.app.deps)).toBe(0);
    expect((await usesOf("TRADER15")).timesUsed).toBe(before + 1);
    later(2);
    expect(await releaseStaleCouponHolds(t.app.deps)).toBe(1);
    expect((await usesOf("TRADER15")).timesUsed).toBe(before);
  });
});
