import type { WalletPageServices } from "@investar/contract/pages/wallet";
import type { AppDeps } from "../../deps.ts";
import { getWalletPage } from "./services/get-wallet-page.ts";

/** My Wallet's services, bound to this app's dependencies. */
export function walletPageServices(deps: AppDeps): WalletPageServices {
  return {
    getWalletPage: (userId, page) => getWalletPage(deps, userId, page),
  };
}
