import { eq } from "drizzle-orm";
import { purchaseOfSnapshot, type PurchaseKind } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { conflict, notFound } from "../../../errors.ts";
import { asSubscriptionOrder, isWebinarOrder, type AfterCommit, type OnPaid, type Order } from "../../payments/index.ts";
import { issueInvoice } from "../../invoices/index.ts";
import { grantWebinarSeat } from "../../webinars/index.ts";
import { creditWallet } from "../../wallet/index.ts";
import { queueReceiptMail } from "./queue-receipt-mail.ts";
import { invalidateCatalogue } from "../../catalogue/index.ts";
import type { Transaction } from "../../../database/transaction.ts";
import { applySubscription } from "../../subscriptions/index.ts";
import { countCouponUse } from "./count-coupon-use.ts";
import { countFreeChange } from "../../subscriptions/index.ts";
import { endTrial } from "../../subscriptions/index.ts";
import { paidOrderEffects } from "./paid-order-effects.ts";
import { recordSubscriptionHistory } from "../../subscriptions/index.ts";
import { spendOrderCredits } from "./spend-order-credits.ts";

type Activation = (deps: AppDeps, tx: Transaction, order: Order) => Promise<AfterCommit>;

/**
 * Activation (ADR 0010, docs/architecture.md#orders-and-activation): what a paid order does, run by transitionOrder inside the
 * transaction that moves it to paid. The conditional move lets exactly one caller get here per order, and
 * everything below commits with the move or not at all. It reads the order's quote snapshot only, never
 * today's catalogue: the customer gets what they were quoted and charged. One function per kind of purchase.
 */
export async function activateOrder(deps: AppDeps, tx: Transaction, order: Order): Promise<AfterCommit> {
  return activationByKind[purchaseOfSnapshot(order.quote).kind](deps, tx, order);
}

const activateSubscription: Activation = async (deps, tx, paidOrder) => {
  const order = asSubscriptionOrder(paidOrder);
  // The customer's row lock orders this activation after any other of theirs (and after wallet debits,
  // which take the same lock), so each one reads the subscription the previous one wrote.
  const [customer] = await tx.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, order.userId)).for("update");
  if (!customer) throw notFound(`The customer of order ${order.orderNumber} no longer exists.`);

  const applied = await applySubscription(deps, tx, order);
  if (order.gateway === "ChangeSub" && !applied.newPeriod) await countFreeChange(tx, order.userId, applied.kind);
  if (applied.kind === "tool") await endTrial(deps, tx, order.userId);
  await spendOrderCredits(deps, tx, order);
  const couponCounted = await countCouponUse(deps, tx, order);
  await recordSubscriptionHistory(deps, tx, order, applied);
  for (const effect of paidOrderEffects) await effect(deps, tx, order);

  return () => {
    deps.mail.nudge();
    if (couponCounted) void invalidateCatalogue(deps);
  };
};

/**
 * A webinar seat bought (ADR 0017): the seat, once, with what was paid (a cancellation refunds it), the
 * receipt and the GST invoice. A webinar cancelled between checkout and the payment's arrival has no seat
 * to give: the money goes to the wallet as cash credit instead, so nothing paid is lost.
 */
const activateWebinarSeat: Activation = async (deps, tx, order) => {
  if (!isWebinarOrder(order)) throw conflict(`Order ${order.orderNumber} is not for a webinar seat.`);
  const { webinar } = order.quote;
  const [row] = await tx.select({ status: schema.webinars.status }).from(schema.webinars).where(eq(schema.webinars.id, webinar.id));
  if (!row || row.status === "cancelled") {
    await creditWallet(
      deps,
      {
        userId: order.userId,
        currency: order.currency,
        kind: "cash",
        amount: order.amount,
        reason: `The webinar "${webinar.title}" was cancelled before order ${order.orderNumber} was paid`,
        reference: `webinar-order:${order.orderNumber}`,
        actorId: null,
      },
      tx,
    );
    return () => undefined;
  }
  await grantWebinarSeat(deps, tx, webinar.id, order.userId, "paid", {
    amount: order.amount,
    currency: order.currency,
    orderNumber: order.orderNumber,
  });
  await queueReceiptMail(deps, tx, order);
  await issueInvoice(deps, tx, order);
  return () => deps.mail.nudge();
};

const activationByKind: Record<PurchaseKind, Activation> = {
  subscription: activateSubscription,
  mobile: activateSubscription,
  webinar: activateWebinarSeat,
};

/** The app's onPaid hook. `deps` is read when an order is paid: the hook is made before AppDeps exists. */
export function activationHook(deps: () => AppDeps): OnPaid {
  return (tx, order) => activateOrder(deps(), tx, order);
}
