/** What My Wallet reads from the wallet feature. */
import type { WalletPage } from "@investar/core";

/** My Wallet: balances, one keyset page of the ledger (ADR 0063) and the spending switch. */
export interface MyWalletPage extends Omit<WalletPage, "totalEntries" | "page" | "pageCount"> {
  /** The `older=` of the next page, or null when these are the oldest movements. */
  older: string | null;
  /** True on the first page (no `older=` in the address). */
  newest: boolean;
}

export interface WalletPageServices {
  /**
   * My Wallet: balances by currency and kind, 10 ledger movements newest first from `older` (a cursor from the
   * previous page's link, null for the newest), the spending switch; null when `older` is not a cursor.
   */
  getWalletPage(userId: number, older: string | null): Promise<MyWalletPage | null>;
}
