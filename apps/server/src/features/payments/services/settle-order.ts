import { gatewayAnswerProblems } from "@investar/core";
import type { AppDeps } from "../../../deps.ts";
import type { GatewayStatus } from "../../../integrations/gateway/card-gateway.ts";
import type { Order } from "./on-order-paid.ts";
import { transitionOrder, type OrderMove } from "./transition-order.ts";

export type Settlement =
  | { outcome: "paid" | "failed" | "cancelled"; moved: boolean; order: Order }
  /** Nothing changed; `reason` says why, for the caller's log. `alarm` marks what a person must look at. */
  | { outcome: "unchanged"; reason: string; alarm: boolean; order: Order };

/**
 * Applies what the gateway's status API says to a pending order: the one place that decides paid,
 * failed or cancelled, used by the return endpoint and the reconciliation job alike. A paid answer
 * must match the order's number, amount and currency exactly; otherwise nothing moves and it is
 * flagged (money may have been taken for something else: a person decides, the code never guesses).
 */
export async function settleOrder(
  deps: AppDeps,
  order: Order,
  answer: GatewayStatus,
  /** Work that commits with a move to paid, and only then (the mandate the gateway's return registered). */
  whenPaid?: OrderMove["alongside"],
): Promise<Settlement> {
  const unchanged = (reason: string, alarm = false): Settlement => ({ outcome: "unchanged", reason, alarm, order });
  if (order.status !== "pending") return unchanged(`order is already ${order.status}`);
  if (answer.orderNumber !== null && answer.orderNumber !== order.orderNumber) {
    return unchanged(`the gateway answered for order ${answer.orderNumber}`, true);
  }
  const trackingId = answer.trackingId;
  switch (answer.status) {
    case "paid": {
      const problems = gatewayAnswerProblems(order, answer);
      if (problems.length > 0) return unchanged(`the gateway reports a payment that does not match: ${problems.join("; ")}`, true);
      const move = await transitionOrder(deps, { orderId: order.id, from: "pending", to: "paid", trackingId, alongside: whenPaid });
      return { outcome: "paid", moved: move.moved, order: move.order ?? order };
    }
    case "failed":
    case "cancelled": {
      const failureReason = `${answer.status === "failed" ? "Payment failed" : "Cancelled"} at the gateway (${answer.gatewayStatus || "no status"})`;
      const move = await transitionOrder(deps, { orderId: order.id, from: "pending", to: answer.status, trackingId, failureReason });
      return { outcome: answer.status, moved: move.moved, order: move.order ?? order };
    }
    case "pending":
    case "not-found":
      return unchanged(`the gateway has no outcome yet (${answer.gatewayStatus || answer.status})`);
    case "unrecognised":
      return unchanged(`the gateway reports status "${answer.gatewayStatus}", which has no rule`, true);
  }
}
