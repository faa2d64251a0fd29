import type { AppDeps } from "../../deps.ts";
import type { App } from "../../http/app-types.ts";
import sendBrokerRequestRoute from "./routes/send-broker-request.ts";
import sendInvestarFeedbackRoute from "./routes/send-investar-feedback.ts";
import sendReportProblemRoute from "./routes/send-report-problem.ts";
import writeClientSideLogsRoute from "./routes/write-client-side-logs.ts";

/** Registers this feature's endpoints. */
export function register(app: App, deps: AppDeps): void {
  for (const route of [sendBrokerRequestRoute, sendInvestarFeedbackRoute, sendReportProblemRoute, writeClientSideLogsRoute])
    route(app, deps);
}
