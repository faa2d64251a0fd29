import type { AppDeps } from "../../deps.ts";
import type { App } from "../../http/app-types.ts";
import activateManualPaymentRoute from "./routes/activate-manual-payment.ts";
import bridgeActivateUserPaymentRoute from "./routes/bridge-activate-user-payment.ts";
import bridgeGetAllUserIdsRoute from "./routes/bridge-get-all-user-ids.ts";
import bridgeGetUsersRoute from "./routes/bridge-get-users.ts";
import getManualPaymentDetailsRoute from "./routes/get-manual-payment-details.ts";
import getPaymentModesForManualPaymentRoute from "./routes/get-payment-modes-for-manual-payment.ts";
import getUserIdsForManualPaymentRoute from "./routes/get-user-ids-for-manual-payment.ts";
import rejectManualPaymentRoute from "./routes/reject-manual-payment.ts";
import searchManualPaymentsRoute from "./routes/search-manual-payments.ts";
import setManualPaymentReferenceRoute from "./routes/set-manual-payment-reference.ts";
import setUsersManualPaymentRoute from "./routes/set-users-manual-payment.ts";
import startUpiPaymentRoute from "./routes/start-upi-payment.ts";

/** Registers this feature's endpoints. */
export function register(app: App, deps: AppDeps): void {
  for (const route of [
    activateManualPaymentRoute,
    bridgeActivateUserPaymentRoute,
    bridgeGetAllUserIdsRoute,
    bridgeGetUsersRoute,
    getManualPaymentDetailsRoute,
    getPaymentModesForManualPaymentRoute,
    getUserIdsForManualPaymentRoute,
    rejectManualPaymentRoute,
    searchManualPaymentsRoute,
    setManualPaymentReferenceRoute,
    setUsersManualPaymentRoute,
    startUpiPaymentRoute,
  ])
    route(app, deps);
}
