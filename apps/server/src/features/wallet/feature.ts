import type { AppDeps } from "../../deps.ts";
import type { App } from "../../http/app-types.ts";
import adjustWalletRoute from "./routes/adjust-wallet.ts";
import approveWalletCreditRoute from "./routes/approve-wallet-credit.ts";
import getUsdWalletDetailsRoute from "./routes/get-usd-wallet-details.ts";
import getUsersWalletDetailsRoute from "./routes/get-users-wallet-details.ts";
import getWalletDetailsRoute from "./routes/get-wallet-details.ts";
import rejectWalletCreditRoute from "./routes/reject-wallet-credit.ts";

/** Registers this feature's endpoints. */
export function register(app: App, deps: AppDeps): void {
  for (const route of [
    adjustWalletRoute,
    approveWalletCreditRoute,
    getUsdWalletDetailsRoute,
    getUsersWalletDetailsRoute,
    getWalletDetailsRoute,
    rejectWalletCreditRoute,
  ])
    route(app, deps);
}
