import { cardPaymentOptionProblem, gatewayBillingFields } from "@investar/core";
import type { ParsedPaymentRequest } from "@investar/core/payments/payment-request-schema";
import type { ParsedWebinarPaymentRequest } from "@investar/contract/payments/webinar-payment-request";
import type { AppDeps } from "../../../deps.ts";
import { badRequest } from "../../../errors.ts";
import type { CheckoutForm } from "../../../integrations/gateway/card-gateway.ts";
import { startCardCheckout } from "../../payments/index.ts";
import { purchaseOfPaymentRequest } from "./open-payment-request.ts";
import { priceOrder, refuseOtherGateway } from "./price-order.ts";

/**
 * EncryptFor{card gateway} once the request is opened and its userId checked (ADR 0007): the order for
 * the server's price of what it buys, and the form the browser posts to the gateway. The amount
 * charged is the server's total, whatever the page showed or sent.
 */
export async function checkoutByCard(deps: AppDeps, request: ParsedPaymentRequest | ParsedWebinarPaymentRequest): Promise<CheckoutForm> {
  refuseOtherGateway("CCAvenue", request.paymentGateway);
  const optionProblem = cardPaymentOptionProblem(request.paymentOption, request.currency);
  if (optionProblem) throw badRequest(optionProblem, { paymentOption: [optionProblem] });
  const order = await priceOrder(deps, request.userId, purchaseOfPaymentRequest(request), "CCAvenue");
  return startCardCheckout(deps, order, gatewayBillingFields(request.form), request.paymentOption);
}
