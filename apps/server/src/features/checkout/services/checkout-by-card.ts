import { cardPaymentOptionProblem, gatewayBillingFields } from "@investar/core";
import type { ParsedPaymentRequest, ParsedWebinarPaymentRequest } from "@investar/core/payments/payment-request-schema";
import type { AppDeps } from "../../../deps.ts";
import { badRequest } from "../../../errors.ts";
import type { CheckoutForm } from "../../../integrations/gateway/card-gateway.ts";
import { startCardCheckout } from "../../payments/index.ts";
import { priceWebinarOrder } from "../../webinars/index.ts";
import { priceOrder, refuseOtherGateway } from "./price-order.ts";

/**
 * EncryptFor{card gateway} once the request is opened and its userId checked (ADR 0007): the order for
 * the server's quote of the selection, and the form the browser posts to the gateway. The amount
 * charged is the server's total, whatever the page showed or sent.
 */
export async function checkoutByCard(deps: AppDeps, request: ParsedPaymentRequest | ParsedWebinarPaymentRequest): Promise<CheckoutForm> {
  refuseOtherGateway("CCAvenue", request.paymentGateway);
  const optionProblem = cardPaymentOptionProblem(request.paymentOption, request.currency);
  if (optionProblem) throw badRequest(optionProblem, { paymentOption: [optionProblem] });
  const order =
    request.target === "webinar"
      ? await priceWebinarOrder(deps, request.userId, request, "CCAvenue")
      : await priceOrder(deps, request.userId, request.selItems, "CCAvenue");
  return startCardCheckout(deps, order, gatewayBillingFields(request.form), request.paymentOption);
}
