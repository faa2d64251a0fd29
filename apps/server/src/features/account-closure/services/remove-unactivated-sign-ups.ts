import { and, eq, lt, notExists, sql } from "drizzle-orm";
import { retentionCutoff } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import type { JobLog } from "../../../jobs/interval-job.ts";
import { eraseAccount, removeErasedFiles } from "./erase-account.ts";

/**
 * Sign-ups never activated (the address never confirmed, never a payment) are removed after 30 days
 * (docs/business-rules.md#retention): what they left elsewhere (mail, limits, logs) is erased as for a
 * closed account, then the user row itself is deleted, so the address can sign up afresh. A row something
 * kept still points at (the database refuses its deletion) stays pseudonymised, like a closed account's.
 */
export async function removeUnactivatedSignUps(deps: AppDeps, log?: JobLog): Promise<{ removed: number }> {
  const u = schema.users;
  const o = schema.orders;
  const stale = await deps.db
    .select({ id: u.id })
    .from(u)
    .where(
      and(
        // Literal, as the partial index users_unactivated_created_idx is written (ADR 0056).
        sql`${u.isEmailVerified} = false and ${u.closedAt} is null`,
        eq(sql`lower(${u.role})`, "investor"),
        lt(u.createdAt, retentionCutoff("unactivatedSignUp", deps.now())),
        sql`${u.email} not like 'erased-%@erased.invalid'`,
        notExists(deps.db.select({ id: o.id }).from(o).where(eq(o.userId, u.id))),
      ),
    );
  let removed = 0;
  for (const { id } of stale) {
    try {
      const files = await deps.db.transaction(async (tx) => {
        const erased = await eraseAccount(deps, tx, id);
        // A savepoint: a refused deletion leaves the erasure standing.
        await tx
          .transaction((row) => row.delete(u).where(eq(u.id, id)))
          .catch((error: unknown) => {
            log?.warn({ userId: id, err: error }, "privacy: an unactivated sign-up is still referred to; erased, not deleted");
          });
        return erased;
      });
      await removeErasedFiles(deps, files);
      removed += 1;
    } catch (error) {
      log?.warn({ userId: id, err: error }, "privacy: an unactivated sign-up could not be erased; kept for the next pass");
    }
  }
  return { removed };
}
