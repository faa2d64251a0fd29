import { isWebinarSnapshot, type QuoteSnapshot, type WebinarSnapshot } from "@investar/core";
import type { schema } from "@investar/db";
import { conflict } from "../../../errors.ts";
import type { Transaction } from "../../../database/transaction.ts";

export type Order = schema.Order;

/** An order for a subscription (target tool or mobile): its snapshot is a quote. */
export type SubscriptionOrder = Order & { quote: QuoteSnapshot };
/** An order for a webinar seat. */
export type WebinarOrder = Order & { quote: WebinarSnapshot };

/** The order as a subscription order, for the steps that only subscriptions have; a webinar order is refused. */
export function asSubscriptionOrder(order: Order): SubscriptionOrder {
  if (isWebinarSnapshot(order.quote)) throw conflict(`Order ${order.orderNumber} is for a webinar seat, not a subscription.`);
  return order as SubscriptionOrder;
}

export function isWebinarOrder(order: Order): order is WebinarOrder {
  return isWebinarSnapshot(order.quote);
}

/**
 * What happens when an order is paid: it runs inside the transaction that moves the order to paid, so
 * the two commit together or not at all, and the conditional update lets it run exactly once.
 * Throwing rolls the move back; the order stays pending and the reconciliation job tries again.
 */
export type OnPaid = (tx: Transaction, order: Order) => Promise<void | AfterCommit>;

/**
 * What an onPaid hook wants done once its transaction has committed, and only then: waking the mail
 * worker for the receipt it queued, dropping a cached catalogue whose coupon counts it changed. Run
 * before the commit, the worker could look before the row is visible, and a cache reloaded in that
 * moment would keep the old counts.
 */
export type AfterCommit = () => void;
