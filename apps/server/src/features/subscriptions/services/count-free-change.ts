import { and, eq, lt, sql } from "drizzle-orm";
import { schema } from "@investar/db";
import { AppError } from "../../../errors.ts";
import type { Transaction } from "../../../database/transaction.ts";
import type { SubscriptionKind } from "./apply-subscription.ts";

/**
 * A change paid by credits (gateway ChangeSub) within a subscription period uses one of the period's free
 * changes (GetChangeSubscriptionCount). The limit is checked by the same statement that counts, so two
 * changes at once can't both take the last one; over the limit, the whole activation rolls back. (A
 * ChangeSub that buys a new period is a renewal paid by credits: it resets the counter and is not counted.)
 */
export async function countFreeChange(tx: Transaction, userId: number, kind: SubscriptionKind): Promise<void> {
  const [settings] = await tx.select({ limit: schema.catalogueSettings.freeSubscriptionChanges }).from(schema.catalogueSettings).limit(1);
  const limit = settings?.limit ?? 0;
  const s = schema.userSubscriptions;
  const [counted] = await tx
    .update(s)
    .set({ changesMade: sql`${s.changesMade} + 1` })
    .where(and(eq(s.userId, userId), eq(s.kind, kind), lt(s.changesMade, limit)))
    .returning({ changesMade: s.changesMade });
  if (!counted) {
    throw new AppError(
      "ChangeLimitReached",
      `You have used the ${limit} free subscription changes of this period. The next change is possible after your next renewal.`,
      { status: 409 },
    );
  }
}
