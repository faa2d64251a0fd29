import type { AppDeps } from "../../deps.ts";
import type { App } from "../../http/app-types.ts";
import reportClientErrorRoute from "./routes/report-client-error.ts";

/** Registers this feature's endpoint: POST /api/client-errors, the pages' browser-error reports (docs/deploy.md#browser-errors). */
export function register(app: App, deps: AppDeps): void {
  reportClientErrorRoute(app, deps);
}
