import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../deps.ts";
import { conflict, notFound } from "../../errors.ts";
import type { CheckoutForm } from "../../integrations/gateway/card-gateway.ts";
import { transitionOrder } from "./transition-order.ts";

/**
 * Hands a created card order to the gateway (created → pending) and answers the form the browser
 * posts there. Asking again for a pending order answers the same form (the cipher is deterministic),
 * so a double click or a reload does not fail; a settled order is refused.
 */
export async function startCardCheckout(deps: AppDeps, orderId: number, billing?: Record<string, string>): Promise<CheckoutForm> {
  const [order] = await deps.db.select().from(schema.orders).where(eq(schema.orders.id, orderId)).limit(1);
  if (!order) throw notFound("No such order.");
  if (order.gateway !== "CCAvenue") throw conflict(`Order ${order.orderNumber} is not a card payment.`);
  const move = order.status === "created" ? await transitionOrder(deps, { orderId, from: "created", to: "pending" }) : null;
  const current = move ? move.order : order;
  if (current?.status !== "pending") throw conflict(`Order ${order.orderNumber} is already ${current?.status ?? "gone"}.`);
  return deps.payments.gateway.checkoutForm({ orderNumber: current.orderNumber, userId: current.userId, amount: current.amount, currency: current.currency, billing });
}
