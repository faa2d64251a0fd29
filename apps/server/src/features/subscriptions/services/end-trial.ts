import { and, eq, gt } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import type { Transaction } from "../../../database/transaction.ts";

/**
 * A paid desktop subscription replaces the free trial: a trial still running ends now. (Its remaining days
 * are not lost: a purchase made during the trial was quoted to start at the trial's end.)
 */
export async function endTrial(deps: AppDeps, tx: Transaction, userId: number): Promise<void> {
  const now = deps.now();
  const u = schema.users;
  await tx
    .update(u)
    .set({ trialEndsAt: now })
    .where(and(eq(u.id, userId), gt(u.trialEndsAt, now)));
}
