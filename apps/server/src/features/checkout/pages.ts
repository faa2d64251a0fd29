import type { CheckoutPageServices } from "@investar/contract/pages/checkout";
import type { AppDeps } from "../../deps.ts";
import { getPaymentFormDetails } from "./services/get-payment-form-details.ts";

/** CustomizeSubscription's billing details service, bound to this app's dependencies. */
export function checkoutPageServices(deps: AppDeps): CheckoutPageServices {
  return {
    getPaymentFormDetails: (userId) => getPaymentFormDetails(deps, userId),
  };
}
