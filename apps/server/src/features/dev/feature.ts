import type { AppDeps } from "../../deps.ts";
import type { App } from "../../http/app-types.ts";
import getDevOutboxRoute from "./routes/get-dev-outbox.ts";

/** Registers this feature's endpoints. */
export function register(app: App, deps: AppDeps): void {
  for (const route of [getDevOutboxRoute]) route(app, deps);
}
