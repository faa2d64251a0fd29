import type { AppDeps } from "../../deps.ts";
import type { App } from "../../http/app-types.ts";
import getCustomerTimelineRoute from "./routes/get-customer-timeline.ts";

/** Registers this feature's endpoints. */
export function register(app: App, deps: AppDeps): void {
  getCustomerTimelineRoute(app, deps);
}
