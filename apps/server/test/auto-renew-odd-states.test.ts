import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { formatMoney } from "@investar/core";
import { schema } from "@investar/db";
import { runAutoRenewPass } from "../src/features/renewals/services/run-auto-renew-pass.ts";
import { chooseSimulatedDebitAnswer } from "../src/integrations/gateway/simulator/simulator-mandates.ts";
import { checkoutCall, encrypted, paymentRequest, subscriptionOf } from "./support/checkout.ts";
import { debitsOf, giveMandate, ordersOf } from "./support/mandates.ts";
import { giveSubscription, PRICING_NOW, setTrialEnd } from "./support/pricing.ts";
import { createUser } from "./support/sessions.ts";
import { suiteAppWithMail } from "./support/suite.ts";

let clock = PRICING_NOW;
const HOUR = 3_600_000;
const EXPIRY = "2026-03-20";
const ENDS_AT = new Date("2026-03-20T18:30:00Z");
const at = (offsetHours: number) => new Date(ENDS_AT.getTime() + offsetHours * HOUR);
const pass = (moment: Date) => {
  clock = moment;
  return runAutoRenewPass(t.app.deps);
};

const { t, smtp } = suiteAppWithMail({ now: () => clock });
// Each test's customer renews on the same day: the mandates of the test before stop taking part.
afterEach(async () => {
  await t.db.update(schema.cardMandates).set({ status: "cancelled", endedAt: clock }).where(eq(schema.cardMandates.status, "active"));
  smtp.received.length = 0;
});

async function autoRenewing(upperLimit = 20_000_00) {
  // Signed in two days before the debit, so the session is fresh through the test.
  clock = at(-48);
  const user = await createUser(t);
  await setTrialEnd(t, user.userId, null);
  await giveSubscription(t, user.userId, { baseProduct: "Standard", plan: "Quarter", expiryDate: EXPIRY });
  return { user, mandate: await giveMandate(t, user.userId, { upperLimit }) };
}

const mandateRow = async (id: number) => (await t.db.select().from(schema.cardMandates).where(eq(schema.cardMandates.id, id)))[0]!;

/** A raw message's quoted-printable text as the reader sees it. */
const text = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

/** The next mail to this address with this subject, skipping the others (the refund's own notice comes too). */
async function mailAbout(email: string, subject: string): Promise<string> {
  for (;;) {
    const mail = text((await smtp.nextMailTo(email)).raw);
    if (mail.includes(`Subject: ${subject}`)) return mail;
  }
}

describe("a plan change while a debit is being charged", () => {
  it("is refused with a clear message until the debit settles, then goes through", async () => {
    const { user, mandate } = await autoRenewing();
    await chooseSimulatedDebitAnswer(t.db, mandate.gatewaySubRef, "no-answer");
    await pass(at(-30));
    expect(await pass(at(0))).toMatchObject({ pending: 1 });
    const [debit] = await debitsOf(t, mandate.id);
    expect(debit).toMatchObject({ status: "charging" });

    const upgrade = async () => checkoutCall(t, user, await encrypted(t, paymentRequest(user.userId, { product: "Pro", plan: "Quarter" })));
    const refused = await upgrade();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "AutoRenewDebitPending",
      message: `Your subscription's automatic renewal of ${formatMoney(debit!.amount, "INR")} is being charged to your card right now. You can change or renew your plan once that payment has gone through, usually within a few minutes.`,
    });
    expect((await ordersOf(t, user.userId)).filter((order) => order.orderNumber !== debit!.chargeRef)).toEqual([]);

    await t.db
      .update(schema.paymentSimulatorTransactions)
      .set({ status: "Successful", decidedAt: clock })
      .where(eq(schema.paymentSimulatorTransactions.orderNumber, debit!.chargeRef!));
    expect(await pass(at(0.2))).toMatchObject({ paid: 1 });
    const allowed = await upgrade();
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it("the pass does not charge while the customer is paying for the same subscription at the card page; it charges after", async () => {
    const { user, mandate } = await autoRenewing();
    await pass(at(-30));
    clock = at(-0.5);
    const paying = await checkoutCall(t, user, await encrypted(t, paymentRequest(user.userId, { product: "Standard", plan: "Quarter" })));
    expect(paying.statusCode, paying.body).toBe(200);
    expect(await pass(at(0))).toMatchObject({ paid: 0, waiting: 1 });
    expect(await debitsOf(t, mandate.id)).toMatchObject([{ status: "notified", chargeRef: null }]);
    // The customer left the card page: the reconciliation gives the order up, and the next pass charges.
    await t.db
      .update(schema.orders)
      .set({ status: "failed" })
      .where(and(eq(schema.orders.userId, user.userId), eq(schema.orders.status, "pending")));
    expect(await pass(at(0.1))).toMatchObject({ paid: 1 });
  });
});

describe("a refund of a renewed period", () => {
  it("ends that period, cancels the mandate here and at the gateway, tells the customer, and nothing is charged again", async () => {
    const { user, mandate } = await autoRenewing();
    await pass(at(-30));
    expect(await pass(at(0))).toMatchObject({ paid: 1 });
    expect(await subscriptionOf(t, user.userId)).toMatchObject({ expiryDate: "2026-06-20" });
    const [order] = await ordersOf(t, user.userId, "paid");
    smtp.received.length = 0;

    clock = at(2);
    const admin = await createUser(t, { role: "Admin" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/payment/RefundPayments",
      headers: admin.auth,
      payload: { paymentId: order!.id, to: "wallet" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await subscriptionOf(t, user.userId)).toMatchObject({ expiryDate: EXPIRY });
    const after = await mandateRow(mandate.id);
    expect(after).toMatchObject({ status: "cancelled", gatewayCancelDue: true });
    expect(after.endedReason).toContain(`refund of the renewal ${order!.orderNumber}`);

    const mail = await mailAbout(user.email, "Auto-renew is off after your refund");
    expect(mail).toContain(
      `We have refunded ${formatMoney(order!.amount, "INR")} for the automatic renewal of Investar (order ${order!.orderNumber})`,
    );
    expect(mail).toContain("VISA card ending 1111 is cancelled");
    expect(mail).toContain("/my-investar/manage-subscription");

    expect(await pass(at(3))).toMatchObject({ "cancelled-at-gateway": 1 });
    expect((await mandateRow(mandate.id)).gatewayCancelDue).toBe(false);
    const [atSimulator] = await t.db
      .select()
      .from(schema.paymentSimulatorMandates)
      .where(eq(schema.paymentSimulatorMandates.subRefNo, mandate.gatewaySubRef));
    expect(atSimulator!.cancelledAt).not.toBeNull();

    await pass(at(30));
    await pass(at(100));
    expect(await ordersOf(t, user.userId, "paid")).toEqual([]);
    const overview = await t.app.inject({ method: "GET", url: `/api/admin/GetUserOverview?userId=${user.userId}`, headers: admin.auth });
    expect(overview.json().autoRenew.mandates[0]).toMatchObject({ status: "cancelled" });
  });
});

describe("a catalogue price change above the mandate's limit", () => {
  it("is not charged: the customer is asked again with a pay link", async () => {
    // Standard quarterly costs ₹2,941 with GST; the mandate allows ₹3,000.
    const { user, mandate } = await autoRenewing(3_000_00);
    expect(await pass(at(-30))).toMatchObject({ notified: 1 });
    await smtp.nextMailTo(user.email);

    const p = schema.cataloguePrices;
    const standardQuarter = and(eq(p.channel, "tool"), eq(p.itemId, "Standard"), eq(p.plan, "Quarter"), eq(p.priceSetId, "INR"));
    const [before] = await t.db.select().from(p).where(standardQuarter);
    await t.db.update(p).set({ amount: 3_000_00 }).where(standardQuarter);
    await t.app.deps.caches.invalidate("catalogue");
    try {
      expect(await pass(at(0))).toMatchObject({ "asked-again": 1, paid: 0 });
      const mail = text((await smtp.nextMailTo(user.email)).raw);
      expect(mail).toContain(
        `It now costs ${formatMoney(3_540_00, "INR")}, more than the ${formatMoney(3_000_00, "INR")} limit of your auto-renew mandate`,
      );
      expect(mail).toContain("/Pricing/CustomizeSubscription?product=Standard&plan=Quarter");
      await pass(at(30));
      expect(await ordersOf(t, user.userId)).toEqual([]);
      expect(await debitsOf(t, mandate.id)).toMatchObject([{ status: "not-charged", noticeKind: "ask-again", amount: 3_540_00 }]);
    } finally {
      await t.db.update(p).set({ amount: before!.amount }).where(standardQuarter);
      await t.app.deps.caches.invalidate("catalogue");
    }
  });
});
