import {
  orderAmountProblem,
  otherGatewayProblem,
  snapshotCharge,
  type OrderSnapshot,
  type PaymentGateway,
  type Purchase,
  type PurchaseOf,
} from "@investar/core";
import type { AppDeps } from "../../../deps.ts";
import { AppError } from "../../../errors.ts";
import type { Order, SubscriptionOrder, WebinarOrder } from "../../payments/index.ts";
import { createOrder } from "../../payments/index.ts";
import { quotePrice } from "../../catalogue/index.ts";
import { webinarSeatSnapshot } from "../../webinars/index.ts";

/** The order a purchase makes: a seat's order for a webinar, a subscription order otherwise. */
export type OrderFor<P extends Purchase> = P extends PurchaseOf<"webinar"> ? WebinarOrder : SubscriptionOrder;

export interface PriceOrderOptions {
  /** An order already made for exactly this snapshot, answered instead of a new one (a reloaded UPI start). */
  existing?(snapshot: OrderSnapshot): Promise<Order | null>;
  /** Run before a new order is made, and only then (the UPI start's checkout rate limit). */
  beforeNew?(): Promise<unknown>;
}

/**
 * What the order freezes, by what is bought: the catalogue's quote of a subscription selection, or the
 * webinar offer rule's price of a seat. A new kind of purchase fails to compile here until it is priced.
 */
async function snapshotOf(deps: AppDeps, userId: number, purchase: Purchase): Promise<OrderSnapshot> {
  switch (purchase.kind) {
    case "subscription":
    case "mobile":
      return { selection: purchase.selection, summary: await quotePrice(deps, userId, purchase.selection) };
    case "webinar":
      return webinarSeatSnapshot(deps, userId, purchase);
  }
}

/**
 * The one way from a purchase to an order, for every gateway and every way in (card checkout, manual
 * payment, the UPI start, ChangeSubscription): the server's own price of what the customer chose, on the
 * catalogue and their subscription as they are now (ADR 0007: no amount from the client is ever used),
 * the gateway's amount rule (card and manual: something to pay; ChangeSub: nothing), then the order for
 * that price, in status created. A pricing error answers 400 with the SPEC §3 code the page shows.
 */
export async function priceOrder<P extends Purchase>(
  deps: AppDeps,
  userId: number,
  purchase: P,
  gateway: PaymentGateway,
  options: PriceOrderOptions = {},
): Promise<OrderFor<P>> {
  const snapshot = await snapshotOf(deps, userId, purchase);
  const order = (await options.existing?.(snapshot)) ?? (await newOrder(deps, userId, snapshot, gateway, options));
  return order as OrderFor<P>;
}

async function newOrder(deps: AppDeps, userId: number, snapshot: OrderSnapshot, gateway: PaymentGateway, options: PriceOrderOptions) {
  await options.beforeNew?.();
  const { total, currency } = snapshotCharge(snapshot);
  const problem = orderAmountProblem(gateway, total, currency);
  if (problem) throw new AppError(problem.code, problem.message, { status: 400 });
  return createOrder(deps, userId, snapshot, gateway);
}

/** A payment request sent to `gateway`'s call that names another gateway is refused before anything is priced. */
export function refuseOtherGateway(gateway: PaymentGateway, requested: PaymentGateway | undefined): void {
  const problem = otherGatewayProblem(gateway, requested);
  if (problem) throw new AppError(problem.code, problem.message, { status: 400 });
}
