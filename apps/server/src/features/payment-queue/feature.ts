import type { AppDeps } from "../../deps.ts";
import type { App } from "../../http/app-types.ts";
import activateQueuedPaymentsRoute from "./routes/activate-queued-payments.ts";
import getPaymentQueueRoute from "./routes/get-payment-queue.ts";

/** Registers this feature's endpoints. */
export function register(app: App, deps: AppDeps): void {
  for (const route of [activateQueuedPaymentsRoute, getPaymentQueueRoute]) route(app, deps);
}
