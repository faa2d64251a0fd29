import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import type { SubscriptionOrder } from "../../payments/index.ts";
import type { Transaction } from "../../../database/transaction.ts";
import type { AppliedSubscription } from "./apply-subscription.ts";

/** One history row per activated order (GetUsersSubscriptions); the unique order id makes a second one impossible. */
export async function recordSubscriptionHistory(
  deps: AppDeps,
  tx: Transaction,
  order: SubscriptionOrder,
  applied: AppliedSubscription,
): Promise<void> {
  const { selection, summary } = order.quote;
  await tx.insert(schema.subscriptionHistory).values({
    userId: order.userId,
    orderId: order.id,
    kind: applied.kind,
    quoteKind: summary.kind,
    gateway: order.gateway,
    baseProduct: selection.product,
    addons: [...selection.addons],
    plan: selection.plan,
    licenseType: selection.licenseType ?? "Simultaneous",
    noOfLicenses: selection.noOfLicenses,
    previousExpiryDate: applied.previousExpiry,
    expiryDate: applied.expiry,
    currency: order.currency,
    amountPaid: order.amount,
    walletPaid: summary.totalDeduction,
    createdAt: deps.now(),
  });
}
