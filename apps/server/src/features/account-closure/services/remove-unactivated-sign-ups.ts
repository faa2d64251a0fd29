import { and, eq, inArray, lt, notExists, sql } from "drizzle-orm";
import { retentionCutoff } from "@investar/core";
import { schema } from "@investar/db";
import type { Transaction } from "../../../database/transaction.ts";
import type { AppDeps } from "../../../deps.ts";
import type { JobLog } from "../../../jobs/interval-job.ts";
import type { PassBudget } from "../../../jobs/pass-budget.ts";
import { eraseAccounts, removeErasedFiles } from "./erase-account.ts";

/** Sign-ups one transaction removes: its statements then take tens of milliseconds, and a backlog goes in a few of them. */
export const SIGN_UP_BATCH = 200;

/**
 * Sign-ups never activated (the address never confirmed, never a payment) are removed after 30 days
 * (docs/business-rules.md#retention): what they left elsewhere (mail, limits, logs) is erased as for a
 * closed account, then the user row itself is deleted, so the address can sign up afresh. A row something
 * kept still points at (the database refuses its deletion) stays pseudonymised, like a closed account's.
 *
 * In batches (ADR 0056): each transaction claims up to SIGN_UP_BATCH of them, oldest number first, locking
 * their rows and skipping rows another pass (or a checkout) holds, erases them together and deletes them, so
 * the pass costs what it removes and two passes at once share the work instead of repeating it. It stops
 * after the batch that spends the pass's budget.
 */
export async function removeUnactivatedSignUps(deps: AppDeps, log?: JobLog, budget?: PassBudget): Promise<{ removed: number }> {
  let removed = 0;
  let after = 0;
  for (;;) {
    let claimed: number[] = [];
    try {
      const files = await deps.db.transaction(async (tx) => {
        claimed = await claimStaleSignUps(deps, tx, after);
        if (claimed.length === 0) return null;
        const erased = await eraseAccounts(deps, tx, claimed);
        await deleteUsers(tx, claimed, log);
        return erased;
      });
      if (!files) return { removed };
      await removeErasedFiles(deps, files);
      removed += claimed.length;
    } catch (error) {
      log?.warn({ userIds: claimed, err: error }, "privacy: unactivated sign-ups could not be erased; kept for the next pass");
    }
    if (claimed.length < SIGN_UP_BATCH || budget?.spent()) return { removed };
    after = claimed[claimed.length - 1]!;
  }
}

/** The next batch past `after`, locked for this transaction; rows locked elsewhere are left to their holder. */
async function claimStaleSignUps(deps: AppDeps, tx: Transaction, after: number): Promise<number[]> {
  const u = schema.users;
  const o = schema.orders;
  const rows = await tx
    .select({ id: u.id })
    .from(u)
    .where(
      and(
        // Literal, as the partial index users_unactivated_created_idx is written (ADR 0056).
        sql`${u.isEmailVerified} = false and ${u.closedAt} is null`,
        eq(sql`lower(${u.role})`, "investor"),
        lt(u.createdAt, retentionCutoff("unactivatedSignUp", deps.now())),
        sql`${u.email} not like 'erased-%@erased.invalid'`,
        sql`${u.id} > ${after}`,
        notExists(tx.select({ id: o.id }).from(o).where(eq(o.userId, u.id))),
      ),
    )
    .orderBy(u.id)
    .limit(SIGN_UP_BATCH)
    .for("update", { skipLocked: true });
  return rows.map((row) => row.id);
}

/** Deletes the batch's user rows; if something still points at one, each is tried alone and a refused one stays erased. */
async function deleteUsers(tx: Transaction, ids: number[], log?: JobLog): Promise<void> {
  const u = schema.users;
  // Savepoints: a refused deletion leaves the erasure standing.
  const together = await tx
    .transaction((batch) => batch.delete(u).where(inArray(u.id, ids)))
    .then(() => true)
    .catch(() => false);
  if (together) return;
  for (const id of ids)
    await tx
      .transaction((row) => row.delete(u).where(eq(u.id, id)))
      .catch((error: unknown) => {
        log?.warn({ userId: id, err: error }, "privacy: an unactivated sign-up is still referred to; erased, not deleted");
      });
}
