import type { AppDeps } from "../../deps.ts";
import type { App } from "../../http/app-types.ts";
import exportDashboardRoute from "./routes/export-dashboard.ts";
import getAdminDashboardRoute from "./routes/get-admin-dashboard.ts";

/** Registers this feature's endpoints. */
export function register(app: App, deps: AppDeps): void {
  for (const route of [exportDashboardRoute, getAdminDashboardRoute]) route(app, deps);
}
