import type { AppDeps } from "../../deps.ts";
import type { App } from "../../http/app-types.ts";
import confirmTwoFactorEnrolmentRoute from "./routes/confirm-two-factor-enrolment.ts";
import disableTwoFactorRoute from "./routes/disable-two-factor.ts";
import getTwoFactorStatusRoute from "./routes/get-two-factor-status.ts";
import loginTwoFactorRoute from "./routes/login-two-factor.ts";
import startTwoFactorEnrolmentRoute from "./routes/start-two-factor-enrolment.ts";

/** Registers this feature's endpoints. */
export function register(app: App, deps: AppDeps): void {
  for (const route of [
    confirmTwoFactorEnrolmentRoute,
    disableTwoFactorRoute,
    getTwoFactorStatusRoute,
    loginTwoFactorRoute,
    startTwoFactorEnrolmentRoute,
  ])
    route(app, deps);
}
