import { and, eq, isNull } from "drizzle-orm";
import { referralTakeBack } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { writeAudit } from "../../audit/index.ts";
import type { Order } from "../../payments/index.ts";
import type { Transaction } from "../../../database/transaction.ts";
import { debitWallet } from "../../wallet/index.ts";
import { walletBalances } from "../../wallet/index.ts";

export interface ReferralTakeBack {
  referrerId: number;
  /** Minor units taken from the referrer's general credit. */
  takenBack: number;
  /** Minor units the referrer had already spent: recorded for staff, never taken below zero. */
  shortfall: number;
}

/**
 * docs/business-rules.md#referral-take-back: the full refund of the order that earned a referral reward
 * takes the reward back from the referrer's general credit, in the refund's transaction. Exactly once: the
 * reward row is claimed by a conditional update (taken_back_at still null), and the order's move to
 * refunded happens once anyway. The referrer's row is locked before their balance is read, so the debit
 * never takes it below zero; what they had already spent is the shortfall, kept on the reward row and in
 * an audit row on the referrer for staff. Null: the order earned no reward.
 */
export async function takeBackReferralReward(
  deps: AppDeps,
  tx: Transaction,
  order: Order,
  actorId: number | null,
): Promise<ReferralTakeBack | null> {
  const r = schema.referralRewards;
  const now = deps.now();
  const [reward] = await tx
    .update(r)
    .set({ takenBackAt: now })
    .where(and(eq(r.orderId, order.id), isNull(r.takenBackAt)))
    .returning();
  if (!reward) return null;
  await tx.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, reward.referrerId)).for("update");
  const balance = (await walletBalances(tx, reward.referrerId, reward.currency)).byCurrency[reward.currency].general;
  const { takeBack, shortfall } = referralTakeBack(reward.amount, balance);
  if (takeBack > 0) {
    await debitWallet(
      deps,
      {
        userId: reward.referrerId,
        currency: reward.currency,
        kind: "general",
        amount: takeBack,
        reason: "Referral reward taken back: the payment that earned it was refunded",
        reference: `referral-reward:${reward.id}`,
        actorId,
      },
      tx,
    );
  }
  await tx.update(r).set({ takenBackAmount: takeBack, takeBackShortfall: shortfall }).where(eq(r.id, reward.id));
  await writeAudit(tx, {
    actorId,
    action: shortfall > 0 ? "referral-reward-take-back-shortfall" : "referral-reward-taken-back",
    subject: `user:${reward.referrerId}`,
    details: {
      rewardId: reward.id,
      refundedOrder: order.orderNumber,
      referredUserId: reward.referredUserId,
      currency: reward.currency,
      reward: reward.amount,
      takenBack: takeBack,
      shortfall,
    },
    at: now,
  });
  return { referrerId: reward.referrerId, takenBack: takeBack, shortfall };
}
