import type { AppDeps } from "../../../deps.ts";
import { loadCatalogue } from "../../catalogue/index.ts";
import type { WalletPage } from "@investar/core";
import { listWalletEntries } from "./list-wallet-entries.ts";
import { walletBalances } from "./wallet-balances.ts";

/** The my-wallet page: balances, one page of the ledger (newest first, 10 a page) and the switch that decides the spending order. */
export async function getWalletPage(deps: AppDeps, userId: number, requestedPage: number): Promise<WalletPage> {
  const [balances, catalogue] = await Promise.all([walletBalances(deps.db, userId), loadCatalogue(deps)]);
  const ledger = await listWalletEntries(deps, userId, requestedPage, balances.entries);
  return {
    balances: balances.byCurrency,
    entries: ledger.entries,
    totalEntries: ledger.totalEntries,
    page: ledger.pager.page,
    pageCount: ledger.pager.pageCount,
    cashCreditEnabled: catalogue.cashCreditEnabled,
  };
}
