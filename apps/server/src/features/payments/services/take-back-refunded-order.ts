import { and, desc, eq, lt } from "drizzle-orm";
import { indiaToday, takeBackOnFullRefund } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import type { Transaction } from "../../../database/transaction.ts";
import type { Order } from "./on-order-paid.ts";

export interface TakenBack {
  kind: "tool" | "mobile";
  daysTakenBack: number;
  expiryBefore: string | null;
  expiryAfter: string | null;
  ended: boolean;
  /** The order whose edition and add-ons came back, because the refunded one was the last to set them. */
  itemsRestoredFromOrderId: number | null;
}

/**
 * A full refund ends what the order bought (docs/business-rules.md#refunds, ADR 0010), in the refund's transaction: the
 * days it paid for are taken off the subscription (core's takeBackOnFullRefund, ending it if no day is
 * left), and when it was the last order to set the edition and add-ons, those of the order before it come
 * back. Runs under the customer's row lock, like activation, so it never interleaves with one. Orders that
 * activated no subscription (nothing in the history) have nothing to take back: null.
 */
export async function takeBackRefundedOrder(deps: AppDeps, tx: Transaction, order: Order): Promise<TakenBack | null> {
  await tx.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, order.userId)).for("update");
  const h = schema.subscriptionHistory;
  const [bought] = await tx.select().from(h).where(eq(h.orderId, order.id)).limit(1);
  if (!bought) return null;
  const s = schema.userSubscriptions;
  const [held] = await tx
    .select()
    .from(s)
    .where(and(eq(s.userId, order.userId), eq(s.kind, bought.kind)))
    .limit(1);
  if (!held) return null;

  const now = deps.now();
  const result = takeBackOnFullRefund({
    held: { expiry: held.expiryDate, isSubscribed: held.isSubscribed },
    order: { previousExpiry: bought.previousExpiryDate, expiry: bought.expiryDate, activatedOn: indiaToday(bought.createdAt) },
    today: indiaToday(now),
  });
  const sameKind = and(eq(h.userId, order.userId), eq(h.kind, bought.kind));
  const [newest] = await tx.select({ id: h.id }).from(h).where(sameKind).orderBy(desc(h.createdAt), desc(h.id)).limit(1);
  const [before] =
    newest?.id === bought.id
      ? await tx
          .select()
          .from(h)
          .where(and(sameKind, lt(h.id, bought.id)))
          .orderBy(desc(h.id))
          .limit(1)
      : [];
  const items = before
    ? {
        baseProduct: before.baseProduct,
        addons: before.addons,
        plan: before.plan,
        licenseType: before.licenseType,
        noOfLicenses: before.noOfLicenses,
      }
    : {};
  await tx
    .update(s)
    .set({ expiryDate: result.expiry, isSubscribed: result.isSubscribed, updatedAt: now, ...items })
    .where(eq(s.id, held.id));
  return {
    kind: bought.kind,
    daysTakenBack: result.daysTakenBack,
    expiryBefore: held.expiryDate,
    expiryAfter: result.expiry,
    ended: held.isSubscribed && !result.isSubscribed,
    itemsRestoredFromOrderId: before?.orderId ?? null,
  };
}
