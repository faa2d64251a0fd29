import { AUTO_RENEW_REFUSALS, formatDay, purchaseOfSelection, type IsoDate } from "@investar/core";
import type { ParsedPaymentRequest } from "@investar/core/payments/payment-request-schema";
import type { AppDeps } from "../../../deps.ts";
import { badRequest } from "../../../errors.ts";
import { getOrderOutcome } from "../../payments/index.ts";
import { submitOrder } from "../../payments/index.ts";
import { transitionOrder } from "../../payments/index.ts";
import { priceOrder, refuseOtherGateway } from "../../checkout/index.ts";

export interface AppliedChange {
  orderNumber: string;
  /** The subscription's expiry after the change. */
  activatedUntil: IsoDate;
  message: string;
}

/**
 * POST payment/ChangeSubscription (gateway ChangeSub): a change that costs nothing after credits is
 * applied at once. Priced like a card checkout; then the order of amount 0 goes created → pending →
 * paid, and the move to paid runs the same activation as a card payment (which also counts the period's
 * free changes and refuses one over the limit). If activation refuses, the order is marked failed with
 * the reason, so every attempt leaves a trace, and nothing else changed.
 */
export async function changeSubscription(deps: AppDeps, request: ParsedPaymentRequest): Promise<AppliedChange> {
  refuseOtherGateway("ChangeSub", request.paymentGateway);
  // docs/business-rules.md#auto-renew-opt-in: a mandate is registered by a card payment, which a change paid by credits is not.
  if (request.autoRenew) throw badRequest(AUTO_RENEW_REFUSALS.change, { autoRenew: [AUTO_RENEW_REFUSALS.change] });
  const priced = await priceOrder(deps, request.userId, purchaseOfSelection(request.selItems), "ChangeSub");
  const order = await submitOrder(deps, priced, { actorId: request.userId });
  try {
    await transitionOrder(deps, { orderId: order.id, from: "pending", to: "paid", actorId: request.userId });
  } catch (error) {
    const failureReason = `Change not applied: ${error instanceof Error ? error.message : String(error)}`;
    await transitionOrder(deps, { orderId: order.id, from: "pending", to: "failed", failureReason, actorId: request.userId });
    throw error;
  }
  // The date activation wrote, which differs from the quote's only if the subscription changed meanwhile.
  const outcome = await getOrderOutcome(deps, request.userId, order.orderNumber);
  const activatedUntil = outcome.activatedUntil ?? priced.quote.summary.newExpiryDate;
  return {
    orderNumber: order.orderNumber,
    activatedUntil,
    message: `Your subscription has been changed. It runs until ${formatDay(activatedUntil)}.`,
  };
}
