import type { AppDeps } from "../../deps.ts";
import type { App } from "../../http/app-types.ts";
import confirmLaunchStepRoute from "./routes/confirm-launch-step.ts";
import getBusinessProfileRoute from "./routes/get-business-profile.ts";
import getLaunchChecklistRoute from "./routes/get-launch-checklist.ts";
import saveBusinessProfileRoute from "./routes/save-business-profile.ts";

/** Registers this feature's endpoints. */
export function register(app: App, deps: AppDeps): void {
  for (const route of [confirmLaunchStepRoute, getBusinessProfileRoute, getLaunchChecklistRoute, saveBusinessProfileRoute])
    route(app, deps);
}
