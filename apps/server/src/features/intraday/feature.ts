import type { AppDeps } from "../../deps.ts";
import type { App } from "../../http/app-types.ts";
import activateIntradayRoute from "./routes/activate-intraday.ts";
import getIntradayActivationCodeRoute from "./routes/get-intraday-activation-code.ts";
import getIntradayActivationDetailsRoute from "./routes/get-intraday-activation-details.ts";

/** Registers this feature's endpoints. */
export function register(app: App, deps: AppDeps): void {
  for (const route of [activateIntradayRoute, getIntradayActivationCodeRoute, getIntradayActivationDetailsRoute]) route(app, deps);
}
