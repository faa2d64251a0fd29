import { AUTO_RENEW_REFUSALS, autoRenewProblem, cardPaymentOptionProblem, gatewayBillingFields } from "@investar/core";
import type { Language } from "@investar/core/i18n/languages";
import type { ParsedPaymentRequest } from "@investar/core/payments/payment-request-schema";
import type { ParsedWebinarPaymentRequest } from "@investar/contract/payments/webinar-payment-request";
import type { AppDeps } from "../../../deps.ts";
import { badRequest } from "../../../errors.ts";
import type { CheckoutForm } from "../../../integrations/gateway/card-gateway.ts";
import { asSubscriptionOrder, startCardCheckout, type MandateAsk } from "../../payments/index.ts";
import { activeMandateCard, autoRenewTerms, mandateKindOf } from "./auto-renew-terms.ts";
import { purchaseOfPaymentRequest } from "./open-payment-request.ts";
import { priceOrder, refuseOtherGateway } from "./price-order.ts";

const refuseAutoRenew = (message: string) => badRequest(message, { autoRenew: [message] });

/**
 * EncryptFor{card gateway} once the request is opened and its userId checked (ADR 0007): the order for
 * the server's price of what it buys, and the form the browser posts to the gateway. The amount
 * charged is the server's total, whatever the page showed or sent. With "Renew automatically" the form
 * also asks the gateway to register a card mandate on the terms the choice stated (docs/business-rules.md#auto-renew-opt-in).
 * `language` is the paying page's: the customer comes back from the gateway to the outcome page in it.
 */
export async function checkoutByCard(
  deps: AppDeps,
  request: ParsedPaymentRequest | ParsedWebinarPaymentRequest,
  language: Language = "en",
): Promise<CheckoutForm> {
  refuseOtherGateway("CCAvenue", request.paymentGateway);
  const optionProblem = cardPaymentOptionProblem(request.paymentOption, request.currency);
  if (optionProblem) throw badRequest(optionProblem, { paymentOption: [optionProblem] });
  const autoRenew = request.target !== "webinar" && request.autoRenew;
  if (autoRenew) {
    const problem = autoRenewProblem({ target: request.target, gateway: request.paymentGateway, paymentOption: request.paymentOption });
    if (problem) throw refuseAutoRenew(problem);
    if (await activeMandateCard(deps, request.userId, mandateKindOf(request.selItems)))
      throw refuseAutoRenew(AUTO_RENEW_REFUSALS.alreadyOn);
  }
  const order = await priceOrder(deps, request.userId, purchaseOfPaymentRequest(request), "CCAvenue");
  let mandate: MandateAsk | undefined;
  if (autoRenew) {
    const { selection, summary } = asSubscriptionOrder(order).quote;
    const terms = await autoRenewTerms(deps, request.userId, selection, summary);
    if (terms.renewalAmount <= 0) throw refuseAutoRenew(AUTO_RENEW_REFUSALS.nothingToRenew);
    mandate = { kind: mandateKindOf(selection), terms };
  }
  return startCardCheckout(deps, order, gatewayBillingFields(request.form), request.paymentOption, mandate, language);
}
