import { gatewayBillingFields } from "@investar/core";
import type { ParsedPaymentRequest } from "@investar/core/payments/payment-request-schema";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../errors.ts";
import type { CheckoutForm } from "../../integrations/gateway/card-gateway.ts";
import { createOrder } from "../payments/create-order.ts";
import { startCardCheckout } from "../payments/start-card-checkout.ts";
import { quoteForOrder } from "./quote-for-order.ts";

/**
 * EncryptFor{card gateway} once the request is opened and its userId checked (ADR 0007): re-quote the
 * selection, make the order for that quote, and answer the form the browser posts to the gateway.
 * The amount charged is the server's total, whatever the page showed or sent.
 */
export async function checkoutByCard(deps: AppDeps, request: ParsedPaymentRequest): Promise<CheckoutForm> {
  if (request.paymentGateway !== undefined && request.paymentGateway !== "CCAvenue") {
    throw new AppError("WrongPaymentGateway", `This call takes card payments; a ${request.paymentGateway} request goes elsewhere.`, undefined, 400);
  }
  const snapshot = await quoteForOrder(deps, request.userId, request.selItems);
  if (snapshot.summary.total === 0) {
    // Nothing to charge a card for: the wallet (or a discount) pays it all, so it is applied as a change.
    throw new AppError("NothingToPay", "Your credits cover this order, so there is nothing to pay by card. Choose 'Change subscription' to apply it.", undefined, 400);
  }
  const order = await createOrder(deps, request.userId, snapshot, "CCAvenue");
  return startCardCheckout(deps, order.id, gatewayBillingFields(request.form));
}
