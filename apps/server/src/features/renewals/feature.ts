import type { AppDeps } from "../../deps.ts";
import type { App } from "../../http/app-types.ts";
import { scheduleRenewalJobs } from "./jobs/renewal-jobs.ts";
import cancelAutoRenewLinkRoute from "./routes/cancel-auto-renew-link.ts";
import cancelMyMandateRoute from "./routes/cancel-my-mandate.ts";
import simulatorMandateApiRoute from "./routes/simulator-mandate-api.ts";

/** Registers this feature's endpoints and starts its jobs. */
export function register(app: App, deps: AppDeps): void {
  for (const route of [cancelAutoRenewLinkRoute, cancelMyMandateRoute, simulatorMandateApiRoute]) route(app, deps);
  scheduleRenewalJobs(app, deps);
}
