import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indiaToday, UNPAID_COUPON_HOLD_HOURS } from "@investar/core";
import { schema } from "@investar/db";
import { releaseStaleCouponHolds } from "../src/jobs/release-stale-coupon-holds.ts";
import { invalidateCatalogue } from "../src/services/pricing/load-catalogue.ts";
import { activate, submitManualPayment } from "./support/manual-payments.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { createTestApp, databaseKind, type TestApp } from "./support/test-app.ts";

let t: TestApp;
let clock = new Date("2026-11-20T10:00:00Z");
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  admin = await createUser(t, { role: "Admin", name: "Office Admin" });
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const c = schema.catalogueCoupons;
const usesOf = async (code: string) => (await t.db.select().from(c).where(eq(c.code, code)))[0]!;
const withCoupon = { currency: "INR", product: "Standard", plan: "Quarter", couponCode: "TRADER15" };

function startUpi(user: TestUser) {
  return t.app.inject({
    method: "POST",
    url: "/api/payment/StartUpiPayment",
    headers: user.auth,
    payload: { userId: user.userId, selItems: withCoupon },
  });
}

describe(`the coupon use of a UPI QR code never paid goes back after ${UNPAID_COUPON_HOLD_HOURS} hours (${databaseKind})`, () => {
  it("frees the last use for someone else, while the first customer can still pay the old order", async () => {
    const { timesUsed } = await usesOf("TRADER15");
    await t.db
      .update(c)
      .set({ usageLimit: timesUsed + 1 })
      .where(eq(c.code, "TRADER15"));
    invalidateCatalogue(t.app.deps);

    const first = await createUser(t, { name: "Asha Menon" });
    const second = await createUser(t, { name: "Vikram Das" });
    const shown = await startUpi(first);
    expect(shown.statusCode, shown.body).toBe(200);
    const { orderNumber, amount } = shown.json() as { orderNumber: string; amount: number };
    expect((await usesOf("TRADER15")).timesUsed).toBe(timesUsed + 1);

    // The QR code is left on screen: within the hold the last use stays taken.
    clock = new Date(clock.getTime() + (UNPAID_COUPON_HOLD_HOURS - 1) * HOUR);
    expect(await releaseStaleCouponHolds(t.app.deps)).toBe(0);
    expect((await startUpi(second)).json()).toMatchObject({ message: "Coupon TRADER15 has been used as many times as it allows." });

    // A day on, the use goes back and the next customer gets the coupon's price.
    clock = new Date(clock.getTime() + 2 * HOUR);
    expect(await releaseStaleCouponHolds(t.app.deps)).toBe(1);
    expect(await releaseStaleCouponHolds(t.app.deps)).toBe(0);
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
    expect((await usesOf("TRADER15")).timesUsed).toBe(timesUsed + 2);
  });
});
