import { formatDay, formatMoney, type IsoDate } from "@investar/core";
import type { ParsedPaymentRequest } from "@investar/core/payments/payment-request-schema";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../errors.ts";
import { createOrder } from "../payments/create-order.ts";
import { getOrderOutcome } from "../payments/get-order-outcome.ts";
import { transitionOrder } from "../payments/transition-order.ts";
import { quoteForOrder } from "./quote-for-order.ts";

export interface AppliedChange {
  orderNumber: string;
  /** The subscription's expiry after the change. */
  activatedUntil: IsoDate;
  message: string;
}

/**
 * POST payment/ChangeSubscription (gateway ChangeSub): a change that costs nothing after credits is
 * applied at once. Re-quoted like a card checkout; then an order of gateway ChangeSub and amount 0 goes
 * created → pending → paid, and the move to paid runs the same activation as a card payment (which also
 * counts the period's free changes and refuses one over the limit). If activation refuses, the order is
 * marked failed with the reason, so every attempt leaves a trace, and nothing else changed.
 */
export async function changeSubscription(deps: AppDeps, request: ParsedPaymentRequest): Promise<AppliedChange> {
  if (request.paymentGateway !== undefined && request.paymentGateway !== "ChangeSub") {
    throw new AppError("WrongPaymentGateway", `This call applies changes paid by credits (paymentGateway ChangeSub), not ${request.paymentGateway}.`, undefined, 400);
  }
  const snapshot = await quoteForOrder(deps, request.userId, request.selItems);
  const { total, currency } = snapshot.summary;
  if (total !== 0) {
    throw new AppError("PaymentRequired", `This change costs ${formatMoney(total, currency)} after your credits, so it can't be applied for free. Choose 'Proceed to Pay' instead.`, undefined, 400);
  }
  const order = await createOrder(deps, request.userId, snapshot, "ChangeSub");
  await transitionOrder(deps, { orderId: order.id, from: "created", to: "pending", actorId: request.userId });
  try {
    await transitionOrder(deps, { orderId: order.id, from: "pending", to: "paid", actorId: request.userId }, deps.payments.onPaid);
  } catch (error) {
    const failureReason = `Change not applied: ${error instanceof Error ? error.message : String(error)}`;
    await transitionOrder(deps, { orderId: order.id, from: "pending", to: "failed", failureReason, actorId: request.userId });
    throw error;
  }
  // The date activation wrote, which differs from the quote's only if the subscription changed meanwhile.
  const outcome = await getOrderOutcome(deps, request.userId, order.orderNumber);
  const activatedUntil = outcome.activatedUntil ?? snapshot.summary.newExpiryDate;
  return { orderNumber: order.orderNumber, activatedUntil, message: `Your subscription has been changed. It runs until ${formatDay(activatedUntil)}.` };
}
