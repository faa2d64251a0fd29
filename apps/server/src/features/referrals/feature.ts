import type { AppDeps } from "../../deps.ts";
import type { App } from "../../http/app-types.ts";
import addReferralRoute from "./routes/add-referral.ts";
import getDecryptedEmailFromReferralRoute from "./routes/get-decrypted-email-from-referral.ts";
import getReferralsRoute from "./routes/get-referrals.ts";
import updateReferralStatusRoute from "./routes/update-referral-status.ts";

/** Registers this feature's endpoints. */
export function register(app: App, deps: AppDeps): void {
  for (const route of [addReferralRoute, getDecryptedEmailFromReferralRoute, getReferralsRoute, updateReferralStatusRoute])
    route(app, deps);
}
