import type { Currency } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { badRequest } from "../../../errors.ts";
import type { Transaction } from "../../../database/transaction.ts";
import type { WalletKind } from "@investar/core";

/** One credit or debit: a positive amount in minor units; the ledger stores debits negated. */
export interface WalletMovement {
  userId: number;
  currency: Currency;
  kind: WalletKind;
  amount: number;
  /** Shown to the customer in their wallet history, e.g. "Paid towards order 1042". */
  reason: string;
  /** What caused it (payment id, refund id, admin note) for support and audits. */
  reference?: string | null;
  /** The admin who made it; null when the system did (checkout, refunds). */
  actorId?: number | null;
}

/** Callers are our own services, so a bad movement is a programming error, reported before any row is touched. */
export function checkMovement(movement: WalletMovement): void {
  if (!Number.isSafeInteger(movement.amount) || movement.amount <= 0)
    throw badRequest(`A wallet movement must be a positive whole number of minor units, got ${movement.amount}.`);
  if (movement.reason.trim() === "") throw badRequest("A wallet movement needs a reason.");
}

/** Writes the ledger row and, with it, the audit row docs/architecture.md#audit-log asks of every money movement. Returns the ledger row's id. */
export async function recordMovement(
  deps: AppDeps,
  tx: Transaction,
  movement: WalletMovement,
  direction: "credit" | "debit",
): Promise<number> {
  const at = deps.now();
  const amount = direction === "credit" ? movement.amount : -movement.amount;
  const { userId, currency, kind, reason } = movement;
  const reference = movement.reference ?? null;
  const [row] = await tx
    .insert(schema.walletLedger)
    .values({ userId, currency, kind, amount, reason, reference, createdAt: at })
    .returning({ id: schema.walletLedger.id });
  await tx.insert(schema.auditLog).values({
    actorId: movement.actorId ?? null,
    action: `wallet-${direction}`,
    subject: `user:${userId}`,
    details: { entryId: row!.id, currency, kind, amount, reason, reference },
    at,
  });
  return row!.id;
}
