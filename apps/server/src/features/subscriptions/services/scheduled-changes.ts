import { and, eq } from "drizzle-orm";
import type { IsoDate } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { notFound } from "../../../errors.ts";
import { pendingChange } from "./schedule-renewal-change.ts";

const c = schema.subscriptionScheduledChanges;

export interface ScheduledChange {
  kind: "tool" | "mobile";
  baseProduct: string;
  addons: string[];
  noOfLicenses: number;
  effectiveOn: IsoDate;
}

const view = { kind: c.kind, baseProduct: c.baseProduct, addons: c.addons, noOfLicenses: c.noOfLicenses, effectiveOn: c.effectiveOn };

/** GET payment/GetScheduledSubscriptionChanges: what My Subscription shows as "changes on …". */
export async function listScheduledChanges(deps: AppDeps, userId: number): Promise<ScheduledChange[]> {
  return deps.db
    .select(view)
    .from(c)
    .where(and(eq(c.userId, userId), pendingChange))
    .orderBy(c.kind);
}

/**
 * POST payment/CancelScheduledSubscriptionChange: the customer keeps what they hold now, and nothing
 * switches at the old expiry. Once applied (or cancelled) there is nothing to cancel: 404.
 */
export async function cancelScheduledChange(
  deps: AppDeps,
  userId: number,
  kind: "tool" | "mobile",
  actorId: number,
): Promise<ScheduledChange> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(c)
      .set({ cancelledAt: now })
      .where(and(eq(c.userId, userId), eq(c.kind, kind), pendingChange))
      .returning(view);
    if (!cancelled) throw notFound("There is no scheduled change to cancel.");
    await tx
      .insert(schema.auditLog)
      .values({ actorId, action: "scheduled-change-cancelled", subject: `user:${userId}`, details: { ...cancelled }, at: now });
    return cancelled;
  });
}
