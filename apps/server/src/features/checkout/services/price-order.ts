import {
  orderAmountProblem,
  otherGatewayProblem,
  snapshotCharge,
  type OrderSnapshot,
  type PaymentGateway,
  type QuoteSelection,
} from "@investar/core";
import type { AppDeps } from "../../../deps.ts";
import { AppError } from "../../../errors.ts";
import type { Order, SubscriptionOrder } from "../../payments/index.ts";
import { createOrder } from "../../payments/index.ts";
import { quotePrice } from "../../catalogue/index.ts";

/**
 * The one way from a selection to an order, for every gateway: the server's own quote of what the
 * customer chose, on the catalogue and their subscription as they are now (ADR 0007: no amount from the
 * client is ever used), the gateway's amount rule (card and manual: something to pay; ChangeSub:
 * nothing), then the order for that quote, in status created. A pricing error answers 400 with the code the page shows
 * (docs/business-rules.md#pricing-error-codes).
 */
export async function priceOrder(
  deps: AppDeps,
  userId: number,
  selection: QuoteSelection,
  gateway: PaymentGateway,
): Promise<SubscriptionOrder> {
  const summary = await quotePrice(deps, userId, selection);
  return (await orderForSnapshot(deps, userId, { selection, summary }, gateway)) as SubscriptionOrder;
}

/** The gateway's amount rule, then the order, for what the server priced (a subscription quote or a webinar seat). */
export async function orderForSnapshot(deps: AppDeps, userId: number, snapshot: OrderSnapshot, gateway: PaymentGateway): Promise<Order> {
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
