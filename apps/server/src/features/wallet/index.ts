/** What other features may use of wallet; everything else in this folder is its own. */
export { walletPageServices } from "./pages.ts";
export { creditWallet } from "./services/credit-wallet.ts";
export { debitWallet } from "./services/debit-wallet.ts";
export { quotingWallet } from "./services/get-wallet-details.ts";
export { getWalletPage } from "./services/get-wallet-page.ts";
export { getMyWalletPage } from "./services/get-my-wallet-page.ts";
export { listWalletMovements } from "./services/list-wallet-movements.ts";
export { listPendingWalletCredits } from "./services/pending-wallet-credit.ts";
export { walletBalances, walletBalancesFromJson, walletBalancesJson } from "./services/wallet-balances.ts";
export { walletEntrySchema } from "./routes/wallet-schemas.ts";
