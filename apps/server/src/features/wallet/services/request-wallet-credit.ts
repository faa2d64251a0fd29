import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import type { WalletAdjustment, WalletAdjustmentResult } from "./adjust-wallet.ts";
import { editUser } from "../../admin-users/index.ts";
import { walletBalances } from "./wallet-balances.ts";

/**
 * A wallet credit above the approval limit (docs/business-rules.md#wallet-credit-approval) is recorded as
 * pending, with its audit row, and credits nothing until another admin approves it.
 */
export async function requestWalletCredit(deps: AppDeps, actorId: number, input: WalletAdjustment): Promise<WalletAdjustmentResult> {
  const { userId, currency, kind, amount, reason } = input;
  return editUser(deps, { actorId, userId, action: "wallet-credit-requested" }, async (tx) => {
    const balance = (await walletBalances(tx, userId, currency)).byCurrency[currency][kind];
    const [request] = await tx
      .insert(schema.walletCreditRequests)
      .values({ userId, currency, kind, amount, reason, requestedBy: actorId, requestedAt: deps.now() })
      .returning({ id: schema.walletCreditRequests.id });
    return {
      before: { currency, kind, balance },
      after: { currency, kind, balance, pendingRequestId: request!.id, direction: "credit", amount, reason },
      result: { userId, entryId: null, balance, pendingRequestId: request!.id },
    };
  });
}
