import type { AppDeps } from "../../../deps.ts";
import { conflict } from "../../../errors.ts";
import type { Order } from "./on-order-paid.ts";
import { transitionOrder, type OrderMove } from "./transition-order.ts";

/**
 * Hands a created order to its gateway or its admin (created → pending) and answers it pending. An order
 * that is already pending is answered as it is (a reload of the card checkout); a settled one is refused.
 * The one place that decides whether an order is pending.
 */
export async function submitOrder(deps: AppDeps, order: Order, extras: Pick<OrderMove, "actorId" | "alongside"> = {}): Promise<Order> {
  const move =
    order.status === "created" ? await transitionOrder(deps, { orderId: order.id, from: "created", to: "pending", ...extras }) : null;
  const current = move ? move.order : order;
  if (current?.status !== "pending" || (extras.alongside && !move?.moved))
    throw conflict(`Order ${order.orderNumber} is already ${current?.status ?? "gone"}.`);
  return current;
}
