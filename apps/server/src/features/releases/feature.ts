import type { AppDeps } from "../../deps.ts";
import type { App } from "../../http/app-types.ts";
import addVersionHistoryRoute from "./routes/add-version-history.ts";
import deleteSetupRoute from "./routes/delete-setup.ts";
import deleteVersionHistoryRoute from "./routes/delete-version-history.ts";
import getSetupRoute from "./routes/get-setup.ts";
import getVersionHistoryRoute from "./routes/get-version-history.ts";
import promoteSetupRoute from "./routes/promote-setup.ts";
import sendDownloadLinkRoute from "./routes/send-download-link.ts";
import sendDownloadStepsEmailRoute from "./routes/send-download-steps-email.ts";
import setUsersRoleForDownloadsRoute from "./routes/set-users-role-for-downloads.ts";
import updateVersionHistoryRoute from "./routes/update-version-history.ts";
import uploadSetupRoute from "./routes/upload-setup.ts";

/** Registers this feature's endpoints. */
export function register(app: App, deps: AppDeps): void {
  for (const route of [
    addVersionHistoryRoute,
    deleteSetupRoute,
    deleteVersionHistoryRoute,
    getSetupRoute,
    getVersionHistoryRoute,
    promoteSetupRoute,
    sendDownloadLinkRoute,
    sendDownloadStepsEmailRoute,
    setUsersRoleForDownloadsRoute,
    updateVersionHistoryRoute,
    uploadSetupRoute,
  ])
    route(app, deps);
}
