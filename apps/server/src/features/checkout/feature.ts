import type { AppDeps } from "../../deps.ts";
import type { App } from "../../http/app-types.ts";
import getAutoRenewTermsRoute from "./routes/get-auto-renew-terms.ts";
import getPaymentDataRoute from "./routes/get-payment-data.ts";
import getUsersPaymentDetailStringRoute from "./routes/get-users-payment-detail-string.ts";
import quoteRoute from "./routes/quote.ts";
import setPaymentStringRoute from "./routes/set-payment-string.ts";
import setUserPaymentFormDetailsRoute from "./routes/set-user-payment-form-details.ts";
import usersPaymentFormDetailsRoute from "./routes/users-payment-form-details.ts";

/** Registers this feature's endpoints. */
export function register(app: App, deps: AppDeps): void {
  for (const route of [
    getAutoRenewTermsRoute,
    getPaymentDataRoute,
    getUsersPaymentDetailStringRoute,
    quoteRoute,
    setPaymentStringRoute,
    setUserPaymentFormDetailsRoute,
    usersPaymentFormDetailsRoute,
  ])
    route(app, deps);
}
