import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { formatMoney, renewalDebitSelection } from "@investar/core";
import { schema } from "@investar/db";
import { quotePrice } from "../src/features/catalogue/index.ts";
import { runAutoRenewPass } from "../src/features/renewals/services/run-auto-renew-pass.ts";
import { sendRenewalReminders } from "../src/features/renewals/services/send-renewal-reminders.ts";
import { chooseSimulatedDebitAnswer } from "../src/integrations/gateway/simulator/simulator-mandates.ts";
import { subscriptionOf } from "./support/checkout.ts";
import { debitsOf, giveMandate, ordersOf } from "./support/mandates.ts";
import { giveSubscription, PRICING_NOW, setTrialEnd } from "./support/pricing.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { suiteAppWithMail } from "./support/suite.ts";

let clock = PRICING_NOW;
const HOUR = 3_600_000;
/** The subscriptions here end on 20 Mar 2026: at 18:30 UTC, midnight in India. */
const EXPIRY = "2026-03-20";
const ENDS_AT = new Date("2026-03-20T18:30:00Z");
const at = (offsetHours: number) => new Date(ENDS_AT.getTime() + offsetHours * HOUR);

const { t, smtp } = suiteAppWithMail({ now: () => clock });
// Each test's customers renew on the same day: the mandates of the test before stop taking part.
afterEach(async () => {
  await t.db.update(schema.cardMandates).set({ status: "cancelled", endedAt: clock }).where(eq(schema.cardMandates.status, "active"));
  smtp.received.length = 0;
});

async function autoRenewing(product = "Standard", extra: Partial<typeof schema.userSubscriptions.$inferInsert> = {}) {
  clock = PRICING_NOW;
  const user = await createUser(t);
  await setTrialEnd(t, user.userId, null);
  await giveSubscription(t, user.userId, { baseProduct: product, plan: "Quarter", expiryDate: EXPIRY, ...extra });
  const mandate = await giveMandate(t, user.userId);
  return { user, mandate };
}

async function renewalPrice(user: TestUser, clockAt: Date) {
  const subscription = (await subscriptionOf(t, user.userId))!;
  const selection = renewalDebitSelection(
    {
      product: subscription.baseProduct,
      plan: subscription.plan,
      addons: subscription.addons,
      licenseType: subscription.licenseType,
      noOfLicenses: subscription.noOfLicenses,
      isMobile: false,
    },
    "INR",
  );
  return (await quotePrice({ ...t.app.deps, now: () => clockAt }, user.userId, selection)).total;
}

const pass = async (moment: Date) => {
  clock = moment;
  return runAutoRenewPass(t.app.deps);
};

/** A raw message's quoted-printable text as the reader sees it. */
const text = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

describe("a renewal by mandate", () => {
  it("sends the pre-debit notice 25 hours ahead without charging, then charges once at expiry", async () => {
    const { user, mandate } = await autoRenewing();
    const amount = await renewalPrice(user, ENDS_AT);

    expect(await pass(at(-25))).toMatchObject({ notified: 1, paid: 0 });
    const notice = text((await smtp.nextMailTo(user.email)).raw);
    expect(notice).toContain(`renews automatically on 21 Mar 2026 for ${formatMoney(amount, "INR")}`);
    expect(notice).toContain("VISA card ending 1111");
    expect(notice).toContain("/api/payment/auto-renew/cancel?t=");
    expect(await ordersOf(t, user.userId)).toEqual([]);

    expect(await pass(at(-25))).toMatchObject({ notified: 0, waiting: 1 });
    expect(await pass(at(-1))).toMatchObject({ paid: 0, waiting: 1 });

    expect(await pass(at(0))).toMatchObject({ paid: 1 });
    const [order] = await ordersOf(t, user.userId);
    expect(order).toMatchObject({ status: "paid", amount, gateway: "CCAvenue" });
    expect(await subscriptionOf(t, user.userId)).toMatchObject({ expiryDate: "2026-06-20", isSubscribed: true });
    const invoices = await t.db.select().from(schema.invoices).where(eq(schema.invoices.orderId, order!.id));
    expect(invoices).toHaveLength(1);
    expect((await smtp.nextMailTo(user.email)).raw).toContain("Subject: Your Investar subscription is active");
    expect(await debitsOf(t, mandate.id)).toMatchObject([{ attempt: 1, status: "paid", chargeRef: order!.orderNumber, amount }]);

    // The same moment again, and two passes at once: nothing more is charged or extended.
    expect(await pass(at(0))).toMatchObject({ paid: 0, notified: 0 });
    await Promise.all([pass(at(1)), pass(at(1))]);
    expect(await ordersOf(t, user.userId)).toHaveLength(1);
    expect(await subscriptionOf(t, user.userId)).toMatchObject({ expiryDate: "2026-06-20" });
  });

  it("the 3-day reminder of an auto-renewing subscription says it renews itself, for how much", async () => {
    const { user } = await autoRenewing();
    const amount = await renewalPrice(user, ENDS_AT);
    clock = new Date("2026-03-17T06:30:00Z");
    await sendRenewalReminders(t.app.deps);
    const mail = text((await smtp.nextMailTo(user.email)).raw);
    expect(mail).toContain(`renews automatically on 21 Mar 2026 for ${formatMoney(amount, "INR")}`);
    expect(mail).not.toContain("Renew now");
  });

  it("two passes in parallel at expiry charge once", async () => {
    const { user } = await autoRenewing();
    await pass(at(-30));
    await smtp.nextMailTo(user.email);
    clock = at(0);
    const [first, second] = await Promise.all([runAutoRenewPass(t.app.deps), runAutoRenewPass(t.app.deps)]);
    expect([first, second].filter((report) => report !== "busy" && report.paid === 1)).toHaveLength(1);
    expect(await ordersOf(t, user.userId)).toHaveLength(1);
    expect(await subscriptionOf(t, user.userId)).toMatchObject({ expiryDate: "2026-06-20" });
  });

  it("never charges without a notice sent 24 hours before: a late notice moves the debit", async () => {
    const { user, mandate } = await autoRenewing();
    expect(await pass(at(2))).toMatchObject({ notified: 1 });
    expect(await pass(at(20))).toMatchObject({ waiting: 1, paid: 0 });
    expect(await pass(at(26))).toMatchObject({ paid: 1 });
    expect(await debitsOf(t, mandate.id)).toMatchObject([{ status: "paid" }]);
    expect(await ordersOf(t, user.userId, "paid")).toHaveLength(1);
  });

  it("a debit above ₹15,000 is not charged: the customer gets a pay link instead", async () => {
    const { user, mandate } = await autoRenewing("Pro", { plan: "Annual", noOfLicenses: 5, licenseType: "Simultaneous" });
    await t.db.update(schema.cardMandates).set({ upperLimit: 10_00_000_00 }).where(eq(schema.cardMandates.id, mandate.id));
    const amount = await renewalPrice(user, ENDS_AT);
    expect(amount).toBeGreaterThan(15_000_00);
    expect(await pass(at(-30))).toMatchObject({ "pay-link": 1 });
    const mail = text((await smtp.nextMailTo(user.email)).raw);
    expect(mail).toContain("approval of automatic card debits above ₹15,000");
    expect(mail).toContain("/Pricing/CustomizeSubscription?product=Pro&plan=Annual");
    await pass(at(0));
    await pass(at(48));
    expect(await ordersOf(t, user.userId)).toEqual([]);
    expect(await debitsOf(t, mandate.id)).toMatchObject([{ status: "not-charged", noticeKind: "pay-link", amount }]);
  });

  it("the notice's cancel link shows a page, and its button cancels at once: nothing is charged", async () => {
    const { user, mandate } = await autoRenewing();
    await pass(at(-30));
    const link = /https?:\/\/[^\s"<>]+(\/api\/payment\/auto-renew\/cancel\?t=[A-Za-z0-9_-]+)/.exec(
      text((await smtp.nextMailTo(user.email)).raw),
    )![1]!;
    const page = await t.app.inject({ method: "GET", url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Cancel auto-renew");
    expect((await t.db.select().from(schema.cardMandates).where(eq(schema.cardMandates.id, mandate.id)))[0]!.status).toBe("active");
    const done = await t.app.inject({ method: "POST", url: link });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("Auto-renew is cancelled");
    expect((await t.db.select().from(schema.cardMandates).where(eq(schema.cardMandates.id, mandate.id)))[0]!.status).toBe("cancelled");
    expect(
      (
        await t.db.select().from(schema.paymentSimulatorMandates).where(eq(schema.paymentSimulatorMandates.subRefNo, mandate.gatewaySubRef))
      )[0]!.cancelledAt,
    ).not.toBeNull();
    await pass(at(0));
    expect(await ordersOf(t, user.userId)).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: `${link.split("?")[0]}?t=forged` })).statusCode).toBe(400);
  });

  it("a cancelled mandate is never charged", async () => {
    const { user, mandate } = await autoRenewing();
    await t.db.update(schema.cardMandates).set({ status: "cancelled", endedAt: clock }).where(eq(schema.cardMandates.id, mandate.id));
    await pass(at(-30));
    await pass(at(0));
    expect(await debitsOf(t, mandate.id)).toEqual([]);
    expect(await ordersOf(t, user.userId)).toEqual([]);
  });
});

describe("a failed debit", () => {
  it("mails after each failure, retries on day 1 and day 3, then fails the mandate and leaves the subscription to end", async () => {
    const { user, mandate } = await autoRenewing();
    await chooseSimulatedDebitAnswer(t.db, mandate.gatewaySubRef, "fail");
    await pass(at(-30));
    await smtp.nextMailTo(user.email);

    expect(await pass(at(0))).toMatchObject({ failed: 1 });
    const first = text((await smtp.nextMailTo(user.email)).raw);
    expect(first).toContain("We will try again on 22 Mar 2026");
    expect(first).toContain("Pay by hand");

    expect(await pass(at(23))).toMatchObject({ waiting: 1, failed: 0 });
    expect(await pass(at(24))).toMatchObject({ failed: 1 });
    expect(text((await smtp.nextMailTo(user.email)).raw)).toContain("We will try again on 24 Mar 2026");

    expect(await pass(at(72))).toMatchObject({ failed: 1 });
    expect(text((await smtp.nextMailTo(user.email)).raw)).toContain("That was the last attempt");
    expect(await debitsOf(t, mandate.id)).toMatchObject([
      { attempt: 1, status: "failed" },
      { attempt: 2, status: "failed" },
      { attempt: 3, status: "failed" },
    ]);
    const [after] = await t.db.select().from(schema.cardMandates).where(eq(schema.cardMandates.id, mandate.id));
    expect(after!.status).toBe("failed");
    expect(await pass(at(96))).toMatchObject({ mandates: 0 });
    expect(await ordersOf(t, user.userId, "paid")).toEqual([]);
    expect(await subscriptionOf(t, user.userId)).toMatchObject({ expiryDate: EXPIRY });
  });

  it("a retry that succeeds renews the same period for the same amount", async () => {
    const { user, mandate } = await autoRenewing();
    await chooseSimulatedDebitAnswer(t.db, mandate.gatewaySubRef, "fail");
    await pass(at(-30));
    await pass(at(0));
    await chooseSimulatedDebitAnswer(t.db, mandate.gatewaySubRef, "succeed");
    expect(await pass(at(24))).toMatchObject({ paid: 1 });
    expect(await subscriptionOf(t, user.userId)).toMatchObject({ expiryDate: "2026-06-20" });
  });
});

describe("a gateway that answers late, or a pass that dies mid-charge", () => {
  it("no answer leaves the debit being charged; the late answer is read back and applied once", async () => {
    const { user, mandate } = await autoRenewing();
    await chooseSimulatedDebitAnswer(t.db, mandate.gatewaySubRef, "no-answer");
    await pass(at(-30));
    expect(await pass(at(0))).toMatchObject({ pending: 1, paid: 0 });
    expect(await pass(at(0.1))).toMatchObject({ pending: 1, paid: 0 });
    const [debit] = await debitsOf(t, mandate.id);
    expect(debit).toMatchObject({ status: "charging" });
    await t.db
      .update(schema.paymentSimulatorTransactions)
      .set({ status: "Successful", decidedAt: clock })
      .where(eq(schema.paymentSimulatorTransactions.orderNumber, debit!.chargeRef!));
    expect(await pass(at(0.2))).toMatchObject({ paid: 1 });
    expect(await pass(at(0.3))).toMatchObject({ paid: 0 });
    expect(await ordersOf(t, user.userId)).toHaveLength(1);
    expect(await subscriptionOf(t, user.userId)).toMatchObject({ expiryDate: "2026-06-20" });
  });

  it("a crash between the charge and its record is settled by the next pass, without charging again", async () => {
    const { user } = await autoRenewing();
    await pass(at(-30));
    clock = at(0);
    const { mandates } = t.app.deps.payments;
    const crashing = {
      ...t.app.deps,
      payments: {
        ...t.app.deps.payments,
        mandates: {
          ...mandates,
          charge: async (charge: Parameters<typeof mandates.charge>[0]) => {
            await mandates.charge(charge);
            throw new Error("the process died here");
          },
        },
      },
    };
    expect(await runAutoRenewPass(crashing)).toMatchObject({ errors: 1, paid: 0 });
    expect(await pass(at(0.1))).toMatchObject({ paid: 1 });
    expect(await ordersOf(t, user.userId)).toHaveLength(1);
    const [order] = await ordersOf(t, user.userId);
    const booked = await t.db
      .select()
      .from(schema.paymentSimulatorTransactions)
      .where(eq(schema.paymentSimulatorTransactions.orderNumber, order!.orderNumber));
    expect(booked).toHaveLength(1);
    expect(await subscriptionOf(t, user.userId)).toMatchObject({ expiryDate: "2026-06-20" });
  });
});
