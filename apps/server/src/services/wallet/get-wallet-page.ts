import type { AppDeps } from "../../deps.ts";
import { loadCatalogue } from "../pricing/load-catalogue.ts";
import { listWalletEntries, type WalletEntry } from "./list-wallet-entries.ts";
import { walletBalances, type WalletBalances } from "./wallet-balances.ts";

export interface WalletPage {
  /** Minor units by currency and kind: USD balances stay in dollars (GetUSDWalletDetails), never converted. */
  balances: WalletBalances["byCurrency"];
  entries: WalletEntry[];
  totalEntries: number;
  page: number;
  pageCount: number;
  /** docs/business-rules.md#wallet-credit-order: cash credit pays for subscriptions only when the vendor enables it. */
  cashCreditEnabled: boolean;
}

/** The my-wallet page: balances, one page of the ledger (newest first, 10 a page) and the switch that decides the spending order. */
export async function getWalletPage(deps: AppDeps, userId: number, requestedPage: number): Promise<WalletPage> {
  const [balances, ledger, catalogue] = await Promise.all([walletBalances(deps.db, userId), listWalletEntries(deps, userId, requestedPage), loadCatalogue(deps)]);
  return {
    balances: balances.byCurrency,
    entries: ledger.entries,
    totalEntries: ledger.totalEntries,
    page: ledger.pager.page,
    pageCount: ledger.pager.pageCount,
    cashCreditEnabled: catalogue.cashCreditEnabled,
  };
}
