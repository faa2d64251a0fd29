import type { AppDeps } from "../../deps.ts";
import type { App } from "../../http/app-types.ts";
import getMetricsRoute from "./routes/get-metrics.ts";

/** Registers this feature's endpoint: GET /metrics for the operator's Prometheus (docs/deploy.md#metrics). */
export function register(app: App, deps: AppDeps): void {
  getMetricsRoute(app, deps);
}
