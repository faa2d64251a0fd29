import type { PaymentsPageServices } from "@investar/contract/pages/payments";
import type { AppDeps } from "../../deps.ts";
import { findOrderOutcome, findWebinarOrderOutcome } from "./services/get-order-outcome.ts";
import { listMyRefunds } from "./services/list-refunds.ts";
import { paymentRequestPassphrase, requireSessionSecret } from "./services/payment-request-passphrase.ts";

/** The payment pages' services (the request's passphrase, outcomes after the gateway), bound to this app's dependencies. */
export function paymentsPageServices(deps: AppDeps): PaymentsPageServices {
  return {
    getPaymentRequestPassphrase: () => paymentRequestPassphrase(requireSessionSecret(deps)),
    getPaymentOutcome: (userId, orderNumber) => findOrderOutcome(deps, userId, orderNumber),
    getWebinarPaymentOutcome: (userId, orderNumber) => findWebinarOrderOutcome(deps, userId, orderNumber),
    listMyRefunds: (userId) => listMyRefunds(deps, userId),
  };
}
