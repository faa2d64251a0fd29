import type { AppDeps } from "../../../deps.ts";
import type { SubscriptionOrder } from "../../payments/index.ts";
import type { Transaction } from "../../../database/transaction.ts";
import { debitWallet } from "../../wallet/index.ts";
import type { WalletKind } from "@investar/core";

/**
 * Takes from the wallet what the quote said it would pay (docs/business-rules.md#wallet-credit-order order: subscription credit, cash credit,
 * general credit), one ledger entry per kind, inside the activation's transaction. If a balance no longer
 * covers its part (spent elsewhere between checkout and payment), debitWallet throws and the whole
 * activation rolls back: the order stays unpaid and reconciliation retries and logs it for a person.
 * Checkout cannot quote more than the balance (it re-quotes on the ledger), so only that window remains.
 */
export async function spendOrderCredits(deps: AppDeps, tx: Transaction, order: SubscriptionOrder): Promise<void> {
  const { summary } = order.quote;
  const parts: Array<[WalletKind, number]> = [
    ["subscription", summary.subscrDed],
    ["cash", summary.cashDed],
    ["general", summary.creditDed],
  ];
  for (const [kind, amount] of parts) {
    if (amount <= 0) continue;
    await debitWallet(
      deps,
      {
        userId: order.userId,
        currency: order.currency,
        kind,
        amount,
        reason: `Paid towards order ${order.orderNumber}`,
        reference: `order:${order.orderNumber}`,
      },
      tx,
    );
  }
}
