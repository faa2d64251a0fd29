import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@investar/db";
import { buyAtSimulator, ledgerOf } from "./support/checkout.ts";
import { createUser, type TestUser } from "./support/sessions.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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
    const wallet = await t.app.inject({
      method: "GET",
      url: `/api/payment/GetWalletDetails?userId=${inviter.userId}`,
      headers: inviter.auth,
    });
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
