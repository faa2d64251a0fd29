import type { AppDeps } from "../../deps.ts";
import type { App } from "../../http/app-types.ts";
import exportAuditRoute from "./routes/export-audit.ts";
import listAuditRoute from "./routes/list-audit.ts";

/** Registers this feature's endpoints. */
export function register(app: App, deps: AppDeps): void {
  for (const route of [exportAuditRoute, listAuditRoute]) route(app, deps);
}
