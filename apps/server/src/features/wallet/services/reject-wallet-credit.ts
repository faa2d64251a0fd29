import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { writeAudit } from "../../audit/index.ts";
import { decisionAuditDetails, lockPendingWalletCredit } from "./pending-wallet-credit.ts";

/**
 * RejectWalletCredit (docs/business-rules.md#wallet-credit-approval): a second admin turns a pending credit
 * down; nothing is credited. Under the request's row lock, like approval, so a credit is either approved
 * or rejected, never both.
 */
export async function rejectWalletCredit(
  deps: AppDeps,
  adminId: number,
  requestId: number,
): Promise<{ requestId: number; userId: number }> {
  return deps.db.transaction(async (tx) => {
    const request = await lockPendingWalletCredit(tx, requestId, adminId);
    const now = deps.now();
    const r = schema.walletCreditRequests;
    await tx.update(r).set({ status: "rejected", decidedBy: adminId, decidedAt: now }).where(eq(r.id, request.id));
    await writeAudit(tx, {
      actorId: adminId,
      action: "wallet-credit-rejected",
      subject: `user:${request.userId}`,
      details: decisionAuditDetails(request),
      at: now,
    });
    return { requestId: request.id, userId: request.userId };
  });
}
