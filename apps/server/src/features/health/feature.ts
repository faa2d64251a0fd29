import type { AppDeps } from "../../deps.ts";
import type { App } from "../../http/app-types.ts";
import getHealthRoute from "./routes/get-health.ts";
import getReadinessRoute from "./routes/get-readiness.ts";

/** Registers this feature's endpoints. */
export function register(app: App, deps: AppDeps): void {
  for (const route of [getHealthRoute, getReadinessRoute]) route(app, deps);
}
