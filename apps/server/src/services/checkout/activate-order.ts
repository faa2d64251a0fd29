import { eq } from "drizzle-orm";
import type { OrderTarget } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../deps.ts";
import { conflict, notFound } from "../../errors.ts";
import type { AfterCommit, OnPaid, Order } from "../payments/on-order-paid.ts";
import { invalidateCatalogue } from "../pricing/load-catalogue.ts";
import type { Transaction } from "../transaction.ts";
import { applySubscription } from "./apply-subscription.ts";
import { countCouponUse } from "./count-coupon-use.ts";
import { countFreeChange } from "./count-free-change.ts";
import { endTrial } from "./end-trial.ts";
import { paidOrderEffects } from "./paid-order-effects.ts";
import { recordSubscriptionHistory } from "./record-subscription-history.ts";
import { spendOrderCredits } from "./spend-order-credits.ts";

type Activation = (deps: AppDeps, tx: Transaction, order: Order) => Promise<AfterCommit>;

/**
 * Activation (issue 5 §2, docs/architecture.md#orders-and-activation): what a paid order does, run by transitionOrder inside the
 * transaction that moves it to paid. The conditional move lets exactly one caller get here per order, and
 * everything below commits with the move or not at all. It reads the order's quote snapshot only, never
 * today's catalogue: the customer gets what they were quoted and charged. One function per target.
 */
export async function activateOrder(deps: AppDeps, tx: Transaction, order: Order): Promise<AfterCommit> {
  return activationByTarget[order.target](deps, tx, order);
}

const activateSubscription: Activation = async (deps, tx, order) => {
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

// No call makes a webinar order yet (priceOrder prices subscription selections only); the webinar
// purchase brings its activation here, and nothing else in the payment path changes.
const refuseWebinarOrder: Activation = async (_deps, _tx, order) => {
  throw conflict(`Order ${order.orderNumber} is for a webinar, and webinar orders cannot be activated on this site.`);
};

const activationByTarget: Record<OrderTarget, Activation> = {
  tool: activateSubscription,
  mobile: activateSubscription,
  webinar: refuseWebinarOrder,
};

/** The app's onPaid hook. `deps` is read when an order is paid: the hook is made before AppDeps exists. */
export function activationHook(deps: () => AppDeps): OnPaid {
  return (tx, order) => activateOrder(deps(), tx, order);
}
