import type { AppDeps } from "../../deps.ts";
import type { App } from "../../http/app-types.ts";
import downloadMyDataRoute from "./routes/download-my-data.ts";
import requestDataExportRoute from "./routes/request-data-export.ts";
import setMarketingConsentRoute from "./routes/set-marketing-consent.ts";
import { scheduleDataExportJob } from "./jobs/data-export-job.ts";

/** Registers this feature's endpoints and starts its jobs. */
export function register(app: App, deps: AppDeps): void {
  for (const route of [downloadMyDataRoute, requestDataExportRoute, setMarketingConsentRoute]) route(app, deps);
  scheduleDataExportJob(app, deps);
}
