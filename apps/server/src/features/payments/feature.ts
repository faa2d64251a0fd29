import type { AppDeps } from "../../deps.ts";
import type { App } from "../../http/app-types.ts";
import ccavenueResponseRoute from "./routes/ccavenue-response.ts";
import checkRefundStatusRoute from "./routes/check-refund-status.ts";
import encryptForCcavenueRoute from "./routes/encrypt-for-ccavenue.ts";
import { scheduleRefundFollowUp } from "./jobs/follow-pending-refunds.ts";
import refundPaymentsRoute from "./routes/refund-payments.ts";
import simulatorCheckoutRoute from "./routes/simulator-checkout.ts";
import simulatorCompleteRoute from "./routes/simulator-complete.ts";
import simulatorStatusRoute from "./routes/simulator-status.ts";
import updateUserPaymentStatusRoute from "./routes/update-user-payment-status.ts";

/** Registers this feature's endpoints and the refund follow-up job (the reconciliation is scheduled at boot). */
export function register(app: App, deps: AppDeps): void {
  for (const route of [
    ccavenueResponseRoute,
    checkRefundStatusRoute,
    encryptForCcavenueRoute,
    refundPaymentsRoute,
    simulatorCheckoutRoute,
    simulatorCompleteRoute,
    simulatorStatusRoute,
    updateUserPaymentStatusRoute,
  ])
    route(app, deps);
  scheduleRefundFollowUp(app, deps);
}
