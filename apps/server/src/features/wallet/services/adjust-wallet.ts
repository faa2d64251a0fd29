import { formatMoney, walletCreditPath, type Currency, type WalletKind } from "@investar/core";
import type { AppDeps } from "../../../deps.ts";
import { AppError } from "../../../errors.ts";
import { creditWallet } from "./credit-wallet.ts";
import { debitWallet } from "./debit-wallet.ts";
import { walletBalances } from "./wallet-balances.ts";
import { requestWalletCredit } from "./request-wallet-credit.ts";
import { editUser } from "../../admin-users/index.ts";

export interface WalletAdjustment {
  userId: number;
  direction: "credit" | "debit";
  currency: Currency;
  kind: WalletKind;
  /** Minor units, positive. */
  amount: number;
  /** Required; the customer sees it in their wallet history. */
  reason: string;
}

export interface WalletAdjustmentResult {
  userId: number;
  /** The ledger entry; null while the credit waits for approval. */
  entryId: number | null;
  /** That currency's and kind's balance after it (unchanged while pending). */
  balance: number;
  /** The request a second admin must approve (docs/business-rules.md#wallet-credit-approval); null when done at once. */
  pendingRequestId: number | null;
}

/**
 * AdjustWallet: a goodwill credit or a correction by support. It goes through the wallet's own services
 * in the same transaction as its admin audit row, so a debit never takes a balance below zero (the user's
 * row is locked and the balance checked; 409 otherwise) and the ledger row, its money-movement audit row
 * and the admin's audit row with the balance before and after commit together or not at all.
 * docs/business-rules.md#wallet-credit-approval: nobody credits their own wallet (403), and a credit above
 * the approval limit is only requested here, for a second admin to approve.
 */
export async function adjustWallet(deps: AppDeps, actorId: number, input: WalletAdjustment): Promise<WalletAdjustmentResult> {
  const { userId, direction, currency, kind, amount } = input;
  const reason = input.reason.trim();
  if (direction === "credit") {
    const path = walletCreditPath({ actorId, userId, amount, limit: deps.config.walletCreditApprovalLimit[currency] });
    if (path.kind === "refused") throw new AppError("Forbidden", path.message, { fields: { userId: [path.message] } });
    if (path.kind === "needs-approval") return requestWalletCredit(deps, actorId, { ...input, reason });
  }
  return editUser(deps, { actorId, userId, action: "wallet-adjusted" }, async (tx) => {
    // The user's row is locked by editUser, so this balance holds until commit; debitWallet checks it again.
    const before = (await walletBalances(tx, userId, currency)).byCurrency[currency][kind];
    if (direction === "debit" && amount > before) {
      const message = `The ${kind} credit is ${formatMoney(before, currency)}: a debit of ${formatMoney(amount, currency)} would take it below zero.`;
      throw new AppError("InsufficientWalletBalance", message, { status: 409, fields: { amount: [message] } });
    }
    const movement = { userId, currency, kind, amount, reason, reference: `admin:${actorId}`, actorId };
    const entry = direction === "credit" ? await creditWallet(deps, movement, tx) : await debitWallet(deps, movement, tx);
    return {
      before: { currency, kind, balance: before },
      after: { currency, kind, balance: entry.balance, direction, amount, reason },
      result: { userId, entryId: entry.entryId, balance: entry.balance, pendingRequestId: null },
    };
  });
}
