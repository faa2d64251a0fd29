import { and, asc, eq } from "drizzle-orm";
import { walletCreditDecisionRefusal, walletCreditMessages, type PendingWalletCredit } from "@investar/core";
import { schema, type Executor } from "@investar/db";
import { AppError, notFound } from "../../../errors.ts";
import type { Transaction } from "../../../database/transaction.ts";

const r = schema.walletCreditRequests;
const u = schema.users;

/** The customer's credits waiting for approval, oldest first. */
export async function listPendingWalletCredits(db: Executor, userId: number): Promise<PendingWalletCredit[]> {
  const rows = await db
    .select({ request: r, name: u.fullName, email: u.email })
    .from(r)
    .innerJoin(u, eq(u.id, r.requestedBy))
    .where(and(eq(r.userId, userId), eq(r.status, "pending")))
    .orderBy(asc(r.requestedAt), asc(r.id));
  return rows.map(({ request, name, email }) => ({
    requestId: request.id,
    userId: request.userId,
    currency: request.currency,
    kind: request.kind,
    amount: request.amount,
    reason: request.reason,
    requestedBy: { userId: request.requestedBy, name, email },
    requestedAt: request.requestedAt.toISOString(),
  }));
}

/**
 * The request, locked (SELECT … FOR UPDATE) so two admins deciding at once take turns and the second
 * finds it decided (409); refused (403) for the admin who asked and for the customer it is for.
 */
export async function lockPendingWalletCredit(tx: Transaction, requestId: number, deciderId: number): Promise<schema.WalletCreditRequest> {
  const [request] = await tx.select().from(r).where(eq(r.id, requestId)).for("update");
  if (!request) throw notFound(`There is no wallet credit request ${requestId}.`);
  const refusal = walletCreditDecisionRefusal(request, deciderId);
  if (refusal) throw new AppError("Forbidden", refusal);
  if (request.status !== "pending") throw new AppError("Conflict", walletCreditMessages.notPending(request.status));
  return request;
}

/** What the audit log keeps of the request an admin approved or rejected. */
export function decisionAuditDetails(request: schema.WalletCreditRequest) {
  return {
    requestId: request.id,
    requestedBy: request.requestedBy,
    currency: request.currency,
    kind: request.kind,
    amount: request.amount,
    reason: request.reason,
  };
}
