import type { AppDeps } from "../../deps.ts";
import type { App } from "../../http/app-types.ts";
import getStatementRoute from "./routes/get-statement.ts";

/** Registers this feature's endpoints: a customer's yearly statement (ADR 0039). */
export function register(app: App, deps: AppDeps): void {
  getStatementRoute(app, deps);
}
