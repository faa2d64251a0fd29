import { and, desc, eq, gt, inArray, ne } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import type { Order } from "../../payments/index.ts";
import type { Transaction } from "../../../database/transaction.ts";
import { creditWallet } from "../../wallet/index.ts";

/**
 * A referred customer's first payment earns whoever invited them general wallet credit (the catalogue's
 * referral credit for the order's currency; 0 switches it off). General credit, not cash: it is a
 * reward to spend on subscriptions, not money we owe back. Once per referred customer, ever: the
 * reward row's unique key on them is inserted first, and a second attempt inserts nothing and credits
 * nothing. Orders that charged nothing (a change paid by credits) are not payments and earn nothing.
 */
export async function creditReferrer(deps: AppDeps, tx: Transaction, order: Order): Promise<void> {
  if (order.amount <= 0) return;
  const r = schema.referrals;
  const [referral] = await tx
    .select({ id: r.id, referrerId: r.refereeId })
    .from(r)
    .where(and(eq(r.referredUserId, order.userId), ne(r.refereeId, order.userId)))
    .orderBy(desc(r.updatedAt))
    .limit(1);
  if (!referral) return;
  const o = schema.orders;
  const [earlier] = await tx
    .select({ id: o.id })
    .from(o)
    .where(
      and(eq(o.userId, order.userId), inArray(o.status, ["paid", "refunded", "partially-refunded"]), gt(o.amount, 0), ne(o.id, order.id)),
    )
    .limit(1);
  // Invited after they had already paid: the invitation did not bring that payment.
  if (earlier) return;
  const [settings] = await tx
    .select({ amount: schema.catalogueCurrencySettings.referralCredit })
    .from(schema.catalogueCurrencySettings)
    .where(eq(schema.catalogueCurrencySettings.currency, order.currency));
  const amount = settings?.amount ?? 0;
  if (amount <= 0) return;
  const [reward] = await tx
    .insert(schema.referralRewards)
    .values({
      referredUserId: order.userId,
      referrerId: referral.referrerId,
      orderId: order.id,
      currency: order.currency,
      amount,
      createdAt: deps.now(),
    })
    .onConflictDoNothing()
    .returning({ id: schema.referralRewards.id });
  if (!reward) return;
  await creditWallet(
    deps,
    {
      userId: referral.referrerId,
      currency: order.currency,
      kind: "general",
      amount,
      reason: "Referral reward: someone you invited subscribed",
      reference: `referral-reward:${reward.id}`,
    },
    tx,
  );
  await tx.update(r).set({ status: "Subscribed", updatedAt: deps.now() }).where(eq(r.id, referral.id));
}
