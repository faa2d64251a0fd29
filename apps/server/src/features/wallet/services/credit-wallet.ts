import type { AppDeps } from "../../../deps.ts";
import type { Transaction } from "../../../database/transaction.ts";
import type { WalletEntryResult } from "./debit-wallet.ts";
import { walletBalances } from "./wallet-balances.ts";
import { checkMovement, recordMovement, type WalletMovement } from "./wallet-movement.ts";

/**
 * Adds wallet money (a refund, a subscription credit, a goodwill credit). A credit can't make a
 * balance negative, so it needs no lock; `tx` lets the caller credit inside its own transaction.
 */
export async function creditWallet(deps: AppDeps, movement: WalletMovement, tx?: Transaction): Promise<WalletEntryResult> {
  checkMovement(movement);
  const run = async (db: Transaction): Promise<WalletEntryResult> => {
    const entryId = await recordMovement(deps, db, movement, "credit");
    const balance = (await walletBalances(db, movement.userId, movement.currency)).byCurrency[movement.currency][movement.kind];
    return { entryId, balance };
  };
  return tx ? run(tx) : deps.db.transaction(run);
}
