import type { AppDeps } from "../../deps.ts";
import type { App } from "../../http/app-types.ts";
import { schedulePrivacyJob } from "./jobs/privacy-job.ts";
import closeAccountRoute from "./routes/close-account.ts";
import reopenAccountRoute from "./routes/reopen-account.ts";
import sendClosureCodeRoute from "./routes/send-closure-code.ts";

/** Registers this feature's endpoints and starts its retention job. */
export function register(app: App, deps: AppDeps): void {
  for (const route of [closeAccountRoute, sendClosureCodeRoute, reopenAccountRoute]) route(app, deps);
  schedulePrivacyJob(app, deps);
}
