import { and, eq, lte } from "drizzle-orm";
import { indiaToday } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { pendingChange } from "./schedule-renewal-change.ts";

const c = schema.subscriptionScheduledChanges;
const s = schema.userSubscriptions;

/**
 * The renewal job's part of ADR 0026: every pending change whose first day has come is written to its
 * subscription and marked applied in one transaction. The conditional update of the change row lets
 * exactly one run apply it, however many instances or repeats after a crash.
 */
export async function applyScheduledChanges(deps: AppDeps): Promise<{ applied: number }> {
  const now = deps.now();
  const due = await deps.db
    .select({ id: c.id })
    .from(c)
    .where(and(pendingChange, lte(c.effectiveOn, indiaToday(now))))
    .limit(500);
  let applied = 0;
  for (const { id } of due) {
    const done = await deps.db.transaction(async (tx) => {
      const [change] = await tx
        .update(c)
        .set({ appliedAt: now })
        .where(and(eq(c.id, id), pendingChange))
        .returning();
      if (!change) return false;
      await tx
        .update(s)
        .set({ baseProduct: change.baseProduct, addons: change.addons, noOfLicenses: change.noOfLicenses, updatedAt: now })
        .where(and(eq(s.userId, change.userId), eq(s.kind, change.kind)));
      await tx.insert(schema.auditLog).values({
        action: "scheduled-change-applied",
        subject: `user:${change.userId}`,
        details: {
          kind: change.kind,
          baseProduct: change.baseProduct,
          addons: change.addons,
          noOfLicenses: change.noOfLicenses,
          order: change.orderNumber,
        },
        at: now,
      });
      return true;
    });
    if (done) applied += 1;
  }
  return { applied };
}
