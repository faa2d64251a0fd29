import { eq } from "drizzle-orm";
import { formatMoney } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { AppError, notFound } from "../../../errors.ts";
import type { Transaction } from "../../../database/transaction.ts";
import { walletBalances } from "./wallet-balances.ts";
import { checkMovement, recordMovement, type WalletMovement } from "./wallet-movement.ts";

export interface WalletEntryResult {
  entryId: number;
  /** The balance of that currency and kind after the movement, in minor units. */
  balance: number;
}

/**
 * Spends wallet money: never more than the balance, under any concurrency (docs/architecture.md#wallet-ledger). The user's
 * row is locked (SELECT … FOR UPDATE) before the balance is read, so two debits of one wallet
 * run one after the other and the second sees the first; a CHECK constraint could not do this,
 * because the balance is a sum over rows. Pass `tx` to debit inside the caller's transaction
 * (checkout: the debit and the order commit together); otherwise it runs in its own.
 */
export async function debitWallet(deps: AppDeps, movement: WalletMovement, tx?: Transaction): Promise<WalletEntryResult> {
  checkMovement(movement);
  const run = async (db: Transaction): Promise<WalletEntryResult> => {
    const [user] = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, movement.userId)).for("update");
    if (!user) throw notFound("No such user.");
    const balance = (await walletBalances(db, movement.userId, movement.currency)).byCurrency[movement.currency][movement.kind];
    if (balance < movement.amount) {
      const message = `Your ${movement.kind} credit is ${formatMoney(balance, movement.currency)}, less than the ${formatMoney(movement.amount, movement.currency)} needed.`;
      throw new AppError("InsufficientWalletBalance", message, { status: 409 });
    }
    const entryId = await recordMovement(deps, db, movement, "debit");
    return { entryId, balance: balance - movement.amount };
  };
  return tx ? run(tx) : deps.db.transaction(run);
}
