import type { AppDeps } from "../../deps.ts";
import type { App } from "../../http/app-types.ts";
import getUserOverviewRoute from "./routes/get-user-overview.ts";
import resendActivationMailRoute from "./routes/resend-activation-mail.ts";
import searchUsersRoute from "./routes/search-users.ts";
import setAccountDisabledRoute from "./routes/set-account-disabled.ts";
import setInstituteDiscountRoute from "./routes/set-institute-discount.ts";
import setUserRoleRoute from "./routes/set-user-role.ts";

/** Registers this feature's endpoints. */
export function register(app: App, deps: AppDeps): void {
  for (const route of [
    getUserOverviewRoute,
    resendActivationMailRoute,
    searchUsersRoute,
    setAccountDisabledRoute,
    setInstituteDiscountRoute,
    setUserRoleRoute,
  ])
    route(app, deps);
}
