import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { auditRowsAbout } from "./support/audit-log.ts";
import { buyAtSimulator, ledgerOf } from "./support/checkout.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { suiteApp } from "./support/suite.ts";
import { walletDetails } from "./support/wallet.ts";

const t = suiteApp();

/** The real path: the inviter invites an address, the invitee signs up with it and claims the invitation. */
async function invitedPair(): Promise<{ inviter: TestUser; invitee: TestUser }> {
  const inviter = await createUser(t, { name: "Ravi Kumar" });
  const email = `invited.${Date.now()}.${Math.random().toString(36).slice(2)}@example.in`;
  const invited = await t.app.inject({
    method: "GET",
    url: `/api/auth/AddReferral?emailAddress=${encodeURIComponent(email)}&refereeId=${inviter.userId}`,
    headers: inviter.auth,
  });
  expect(invited.statusCode).toBe(200);
  const invitee = await createUser(t, { email });
  const claimed = await t.app.inject({
    method: "POST",
    url: `/api/auth/UpdateReferralStatus?emailId=${encodeURIComponent(email)}&userId=${invitee.userId}`,
    headers: invitee.auth,
  });
  expect(claimed.statusCode).toBe(200);
  return { inviter, invitee };
}

const rewardsOf = (inviter: TestUser) =>
  ledgerOf(t, inviter.userId).then((entries) => entries.filter((entry) => entry.reference?.startsWith("referral-reward:")));
const referralStatus = async (inviter: TestUser) =>
  (await t.db.select().from(schema.referrals).where(eq(schema.referrals.refereeId, inviter.userId)))[0]!.status;

describe("referral credit when an invited customer first pays", () => {
  it("credits the inviter once, as general credit of the configured amount, whatever the invitee pays later", async () => {
    const { inviter, invitee } = await invitedPair();
    expect(await referralStatus(inviter)).toBe("Registered");

    // A failed payment is no payment.
    await buyAtSimulator(t, invitee, { product: "Standard", plan: "Quarter" }, "Simulate failure");
    expect(await rewardsOf(inviter)).toHaveLength(0);

    await buyAtSimulator(t, invitee, { product: "Standard", plan: "Quarter" }, "Simulate success");
    await buyAtSimulator(t, invitee, { product: "Pro", plan: "Quarter" }, "Simulate success");
    const rewards = await rewardsOf(inviter);
    expect(rewards.map(({ kind, amount, currency }) => ({ kind, amount, currency }))).toEqual([
      { kind: "general", amount: 500_00, currency: "INR" },
    ]);
    expect(await referralStatus(inviter)).toBe("Subscribed");
    expect(await t.db.select().from(schema.referralRewards).where(eq(schema.referralRewards.referredUserId, invitee.userId))).toHaveLength(
      1,
    );
    const wallet = await walletDetails(t, inviter);
    expect(wallet.json().INR.Credit).toBe(500);
  });

  it("the unique key holds even if the same reward is attempted again", async () => {
    const { inviter, invitee } = await invitedPair();
    const { orderNumber } = await buyAtSimulator(t, invitee, { product: "Standard", plan: "Month" }, "Simulate success");
    const [order] = await t.db.select().from(schema.orders).where(eq(schema.orders.orderNumber, orderNumber));
    await expect(
      t.db
        .insert(schema.referralRewards)
        .values({ referredUserId: invitee.userId, referrerId: inviter.userId, orderId: order!.id, currency: "INR", amount: 1 }),
    ).rejects.toThrow();
    expect(await rewardsOf(inviter)).toHaveLength(1);
  });

  it("pays nothing when nobody invited the customer", async () => {
    const loner = await createUser(t);
    await buyAtSimulator(t, loner, { product: "Standard", plan: "Quarter" }, "Simulate success");
    expect(await t.db.select().from(schema.referralRewards).where(eq(schema.referralRewards.referredUserId, loner.userId))).toHaveLength(0);
  });
});

describe("a refunded first payment gives its referral reward back (docs/business-rules.md#referral-take-back)", () => {
  const standardQuarter = { product: "Standard", plan: "Quarter" as const };
  let admin: TestUser;
  beforeAll(async () => {
    admin = await createUser(t, { role: "Admin" });
  });
  const refund = (orderNumber: string, amount?: number) =>
    t.db
      .select({ id: schema.orders.id })
      .from(schema.orders)
      .where(eq(schema.orders.orderNumber, orderNumber))
      .then(([order]) =>
        t.app.inject({
          method: "POST",
          url: "/api/payment/RefundPayments",
          headers: admin.auth,
          payload: { paymentId: order!.id, to: "gateway", ...(amount ? { amount } : {}) },
        }),
      );
  const generalCredit = async (user: TestUser) => (await walletDetails(t, user)).json().INR.Credit;
  const auditOn = (user: TestUser) => auditRowsAbout(t, user.userId);
  const adjustGeneralWallet = (user: TestUser, direction: "credit" | "debit", amount: number, reason: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/admin/AdjustWallet",
      headers: admin.auth,
      payload: { userId: user.userId, direction, currency: "INR", kind: "general", amount, reason },
    });

  it("takes the reward back from the referrer's wallet once, on the full refund, and not on a partial one", async () => {
    const { inviter, invitee } = await invitedPair();
    const { orderNumber } = await buyAtSimulator(t, invitee, standardQuarter, "Simulate success");
    expect(await generalCredit(inviter)).toBe(500);

    const partial = await refund(orderNumber, 100);
    expect(partial.statusCode, partial.body).toBe(200);
    expect(await generalCredit(inviter)).toBe(500);

    const { orderNumber: second } = await buyAtSimulator(t, invitee, standardQuarter, "Simulate success");
    expect((await refund(second)).statusCode).toBe(200); // not the order that earned it
    expect(await generalCredit(inviter)).toBe(500);

    const another = await invitedPair();
    const { orderNumber: first } = await buyAtSimulator(t, another.invitee, standardQuarter, "Simulate success");
    expect(await generalCredit(another.inviter)).toBe(500);
    const full = await refund(first);
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json().message).toContain("The referral reward it earned was taken back from the referrer's wallet (₹500).");
    expect(await generalCredit(another.inviter)).toBe(0);
    expect((await refund(first)).statusCode).toBe(400);
    expect(await generalCredit(another.inviter)).toBe(0);
    expect((await auditOn(another.inviter)).map((row) => row.action)).toContain("referral-reward-taken-back");
    // Paying again later earns nothing: the reward was for the first payment, once.
    await buyAtSimulator(t, another.invitee, standardQuarter, "Simulate success");
    expect(await generalCredit(another.inviter)).toBe(0);
  });

  it("never takes the wallet below zero: what was spent is recorded for staff as a shortfall", async () => {
    const { inviter, invitee } = await invitedPair();
    const { orderNumber } = await buyAtSimulator(t, invitee, standardQuarter, "Simulate success");
    // The referrer spent ₹300 of the ₹500 reward.
    await adjustGeneralWallet(inviter, "debit", 300_00, "Spent on a renewal");
    expect(await generalCredit(inviter)).toBe(200);
    const full = await refund(orderNumber);
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json().message).toContain("₹300 of it had already been spent");
    expect(await generalCredit(inviter)).toBe(0);
    const shortfall = (await auditOn(inviter)).find((row) => row.action === "referral-reward-take-back-shortfall");
    expect(shortfall?.details).toMatchObject({ reward: 500_00, takenBack: 200_00, shortfall: 300_00, refundedOrder: orderNumber });
    const [reward] = await t.db.select().from(schema.referralRewards).where(eq(schema.referralRewards.referredUserId, invitee.userId));
    expect(reward).toMatchObject({ takenBackAmount: 200_00, takeBackShortfall: 300_00 });
    // It shows on the referrer's page in the back office.
    const overview = await t.app.inject({ method: "GET", url: `/api/admin/GetUserOverview?userId=${inviter.userId}`, headers: admin.auth });
    expect(overview.body).toContain("referral-reward-take-back-shortfall");
  });

  it("two admins refunding the order at once take the reward back exactly once", async () => {
    const { inviter, invitee } = await invitedPair();
    const { orderNumber } = await buyAtSimulator(t, invitee, standardQuarter, "Simulate success");
    await adjustGeneralWallet(inviter, "credit", 1000_00, "Goodwill");
    const answers = await Promise.all([refund(orderNumber), refund(orderNumber)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(await generalCredit(inviter)).toBe(1000);
  });
});
