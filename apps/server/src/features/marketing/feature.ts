import type { AppDeps } from "../../deps.ts";
import type { App } from "../../http/app-types.ts";
import addConversionsLogsRoute from "./routes/add-conversions-logs.ts";
import getCampaignSignUpsRoute from "./routes/get-campaign-sign-ups.ts";
import isZerodhaOpenUserRoute from "./routes/is-zerodha-open-user.ts";
import registerForLpageRoute from "./routes/register-for-lpage.ts";
import registerForZerodhaPageRoute from "./routes/register-for-zerodha-page.ts";
import saveConversionFbRoute from "./routes/save-conversion-fb.ts";
import saveConversionRoute from "./routes/save-conversion.ts";
import updatePartnerCodeRoute from "./routes/update-partner-code.ts";
import updateZerodhaPotentialsRoute from "./routes/update-zerodha-potentials.ts";

/** Registers this feature's endpoints. */
export function register(app: App, deps: AppDeps): void {
  for (const route of [
    addConversionsLogsRoute,
    getCampaignSignUpsRoute,
    isZerodhaOpenUserRoute,
    registerForLpageRoute,
    registerForZerodhaPageRoute,
    saveConversionFbRoute,
    saveConversionRoute,
    updatePartnerCodeRoute,
    updateZerodhaPotentialsRoute,
  ])
    route(app, deps);
}
