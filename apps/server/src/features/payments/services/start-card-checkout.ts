import type { CardPaymentOption } from "@investar/core";
import type { AppDeps } from "../../../deps.ts";
import { conflict } from "../../../errors.ts";
import type { CheckoutForm } from "../../../integrations/gateway/card-gateway.ts";
import type { Order } from "./on-order-paid.ts";
import { submitOrder } from "./submit-order.ts";

/**
 * Hands a card order to the gateway (created → pending) and answers the form the browser posts there.
 * Asking again for a pending order answers the same form (the cipher is deterministic), so a double
 * click or a reload does not fail; a settled order is refused.
 */
export async function startCardCheckout(
  deps: AppDeps,
  order: Order,
  billing?: Record<string, string>,
  paymentOption?: CardPaymentOption,
): Promise<CheckoutForm> {
  if (order.gateway !== "CCAvenue") throw conflict(`Order ${order.orderNumber} is not a card payment.`);
  const pending = await submitOrder(deps, order);
  return deps.payments.gateway.checkoutForm({
    orderNumber: pending.orderNumber,
    userId: pending.userId,
    amount: pending.amount,
    currency: pending.currency,
    billing,
    paymentOption,
  });
}
