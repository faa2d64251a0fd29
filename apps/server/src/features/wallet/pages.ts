import type { WalletPageServices } from "@investar/contract/pages/wallet";
import type { AppDeps } from "../../deps.ts";
import { getMyWalletPage } from "./services/get-my-wallet-page.ts";

/** My Wallet's services, bound to this app's dependencies. */
export function walletPageServices(deps: AppDeps): WalletPageServices {
  return {
    getWalletPage: (userId, older) => getMyWalletPage(deps, userId, older),
  };
}
