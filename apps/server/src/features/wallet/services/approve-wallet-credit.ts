import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { writeAudit } from "../../audit/index.ts";
import { creditWallet } from "./credit-wallet.ts";
import { decisionAuditDetails, lockPendingWalletCredit } from "./pending-wallet-credit.ts";

/**
 * ApproveWalletCredit (docs/business-rules.md#wallet-credit-approval): a second admin — not the one who
 * asked, not the customer — approves a pending credit. The request row is locked, so it is credited
 * exactly once however many admins click; the ledger entry, the request's new status and the audit row
 * commit together.
 */
export async function approveWalletCredit(
  deps: AppDeps,
  adminId: number,
  requestId: number,
): Promise<{ requestId: number; userId: number; entryId: number; balance: number }> {
  return deps.db.transaction(async (tx) => {
    const request = await lockPendingWalletCredit(tx, requestId, adminId);
    const now = deps.now();
    const entry = await creditWallet(
      deps,
      {
        userId: request.userId,
        currency: request.currency,
        kind: request.kind,
        amount: request.amount,
        reason: request.reason,
        reference: `admin:${request.requestedBy}`,
        actorId: adminId,
      },
      tx,
    );
    const r = schema.walletCreditRequests;
    await tx
      .update(r)
      .set({ status: "approved", decidedBy: adminId, decidedAt: now, walletEntryId: entry.entryId })
      .where(eq(r.id, request.id));
    await writeAudit(tx, {
      actorId: adminId,
      action: "wallet-credit-approved",
      subject: `user:${request.userId}`,
      details: {
        ...decisionAuditDetails(request),
        entryId: entry.entryId,
        balanceAfter: entry.balance,
      },
      at: now,
    });
    return { requestId: request.id, userId: request.userId, entryId: entry.entryId, balance: entry.balance };
  });
}
