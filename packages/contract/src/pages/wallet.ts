/** What My Wallet reads from the wallet feature. */
import type { WalletPage } from "@investar/core";

export interface WalletPageServices {
  /** My Wallet: balances by currency and kind, one page of the ledger (10 a page, newest first), the spending switch. */
  getWalletPage(userId: number, page: number): Promise<WalletPage>;
}
