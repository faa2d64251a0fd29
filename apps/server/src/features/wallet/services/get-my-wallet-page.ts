import { parseKeysetCursor } from "@investar/core";
import type { MyWalletPage } from "@investar/contract/pages/wallet";
import type { AppDeps } from "../../../deps.ts";
import { loadCatalogue } from "../../catalogue/index.ts";
import { listWalletMovements } from "./list-wallet-movements.ts";
import { walletBalances } from "./wallet-balances.ts";

/**
 * The my-wallet page: balances, ten movements newest first from the `older=` cursor of the address (ADR 0063), and the
 * switch that decides the spending order. Null when the address's cursor is not one.
 */
export async function getMyWalletPage(deps: AppDeps, userId: number, older: string | null): Promise<MyWalletPage | null> {
  const cursor = older === null ? null : parseKeysetCursor(older);
  if (older !== null && cursor === null) return null;
  const [balances, movements, catalogue] = await Promise.all([
    walletBalances(deps.db, userId),
    listWalletMovements(deps, userId, cursor),
    loadCatalogue(deps),
  ]);
  return {
    balances: balances.byCurrency,
    entries: movements.entries,
    older: movements.older,
    newest: cursor === null,
    cashCreditEnabled: catalogue.cashCreditEnabled,
  };
}
