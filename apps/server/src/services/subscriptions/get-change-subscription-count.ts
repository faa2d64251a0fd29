import { and, eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../deps.ts";

export interface ChangeSubscriptionCount {
  /** Free changes (payment/ChangeSubscription) made in the current subscription period. */
  changesMade: number;
  /** The catalogue's limit per period. */
  changesAllowed: number;
  changesLeft: number;
}

/** GetChangeSubscriptionCount: how many free subscription changes the user has made, and may still make, this period. */
export async function getChangeSubscriptionCount(deps: AppDeps, userId: number): Promise<ChangeSubscriptionCount> {
  const s = schema.userSubscriptions;
  const [[subscription], [settings]] = await Promise.all([
    deps.db
      .select({ changesMade: s.changesMade })
      .from(s)
      .where(and(eq(s.userId, userId), eq(s.kind, "tool"))),
    deps.db.select({ limit: schema.catalogueSettings.freeSubscriptionChanges }).from(schema.catalogueSettings).limit(1),
  ]);
  const changesMade = subscription?.changesMade ?? 0;
  const changesAllowed = settings?.limit ?? 0;
  return { changesMade, changesAllowed, changesLeft: Math.max(0, changesAllowed - changesMade) };
}
