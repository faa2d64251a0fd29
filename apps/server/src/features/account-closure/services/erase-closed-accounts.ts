import { and, eq, isNull, lte } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import type { JobLog } from "../../../jobs/interval-job.ts";
import type { PassBudget } from "../../../jobs/pass-budget.ts";
import { writeAudit } from "../../audit/index.ts";
import { cancelAutoRenew } from "../../renewals/index.ts";
import { paymentsInFlight } from "./closure-facts.ts";
import { eraseAccount, removeErasedFiles } from "./erase-account.ts";

/**
 * Makes final the closures whose 7 days have passed (docs/business-rules.md#account-closure): each in its
 * own transaction, claimed by a conditional update, so a pass run twice at once (two instances, or the
 * operator's command beside the job) erases each account once. A mandate the closing could not cancel at
 * the gateway is cancelled first. An account with a payment or refund still on its way is held until it settles:
 * its settlement, refund or credit note needs the identity the erasure would remove. It stops after the
 * erasure that spends the pass's budget; the rest are the next pass's.
 */
export async function eraseClosedAccounts(deps: AppDeps, log?: JobLog, budget?: PassBudget): Promise<{ erased: number; held: number }> {
  const c = schema.accountClosures;
  const due = await deps.db
    .select({ id: c.id, userId: c.userId })
    .from(c)
    .where(and(isNull(c.reopenedAt), isNull(c.erasedAt), lte(c.finalAt, deps.now())));
  let erased = 0;
  let held = 0;
  for (const closure of due) {
    if (erased + held > 0 && budget?.spent()) break;
    if ((await paymentsInFlight(deps.db, closure.userId)) > 0) {
      held += 1;
      log?.info({ userId: closure.userId }, "erasure held: a payment or refund of the account is still on its way");
      continue;
    }
    const m = schema.cardMandates;
    const mandates = await deps.db
      .select({ id: m.id })
      .from(m)
      .where(and(eq(m.userId, closure.userId), eq(m.status, "active")));
    for (const mandate of mandates) await cancelAutoRenew(deps, mandate.id, "account-erased", log);
    const files = await deps.db.transaction(async (tx) => {
      const now = deps.now();
      // Read again in the erasure's transaction: a refund started since the check above holds it to the next pass.
      if ((await paymentsInFlight(tx, closure.userId)) > 0) return null;
      const [claimed] = await tx
        .update(c)
        .set({ erasedAt: now })
        .where(and(eq(c.id, closure.id), isNull(c.reopenedAt), isNull(c.erasedAt), lte(c.finalAt, now)))
        .returning();
      if (!claimed) return null;
      const removed = await eraseAccount(deps, tx, closure.userId);
      await writeAudit(tx, {
        actorId: null,
        action: "account-erased",
        subject: `user:${closure.userId}`,
        details: { reference: claimed.reference },
        at: now,
      });
      return removed;
    });
    if (!files) continue;
    erased += 1;
    await removeErasedFiles(deps, files);
  }
  return { erased, held };
}
