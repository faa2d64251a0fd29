import type { AppDeps } from "../../deps.ts";
import type { App } from "../../http/app-types.ts";
import searchBackOfficeRoute from "./routes/search-back-office.ts";

/** Registers this feature's endpoints. */
export function register(app: App, deps: AppDeps): void {
  for (const route of [searchBackOfficeRoute]) route(app, deps);
}
