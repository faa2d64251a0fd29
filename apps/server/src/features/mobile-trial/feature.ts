import type { AppDeps } from "../../deps.ts";
import type { App } from "../../http/app-types.ts";
import activateMobileTrialRoute from "./routes/activate-mobile-trial.ts";
import getMobileNumberFromUserIdRoute from "./routes/get-mobile-number-from-user-id.ts";
import sendVerificationCodeRoute from "./routes/send-verification-code.ts";

/** Registers this feature's endpoints. */
export function register(app: App, deps: AppDeps): void {
  for (const route of [activateMobileTrialRoute, getMobileNumberFromUserIdRoute, sendVerificationCodeRoute]) route(app, deps);
}
