import type { AppDeps } from "../../deps.ts";
import type { App } from "../../http/app-types.ts";
import actOnPrivacyRequestRoute from "./routes/act-on-privacy-request.ts";
import fileCorrectionRequestRoute from "./routes/file-correction-request.ts";
import fileGrievanceRoute from "./routes/file-grievance.ts";
import notifyBreachRoute from "./routes/notify-breach.ts";
import saveBreachRoute from "./routes/save-breach.ts";
import saveNominationRoute from "./routes/save-nomination.ts";
import withdrawNominationRoute from "./routes/withdraw-nomination.ts";

/** Registers this feature's endpoints (ADR 0051). No jobs. */
export function register(app: App, deps: AppDeps): void {
  for (const route of [
    actOnPrivacyRequestRoute,
    fileCorrectionRequestRoute,
    fileGrievanceRoute,
    notifyBreachRoute,
    saveBreachRoute,
    saveNominationRoute,
    withdrawNominationRoute,
  ])
    route(app, deps);
}
