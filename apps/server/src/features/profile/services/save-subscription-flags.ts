import { eq } from "drizzle-orm";
import type { SubscriptionFlags } from "@investar/core/profile";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { notFound } from "../../../errors.ts";

/** POST user/SaveSubscriptionFlags: which mailings the member wants. */
export async function saveSubscriptionFlags(deps: AppDeps, userId: number, flags: SubscriptionFlags): Promise<SubscriptionFlags> {
  const { newsletter, productUpdates, webinarInvites, offers, renewalReminders } = flags;
  const [saved] = await deps.db
    .update(schema.users)
    .set({ subscriptionFlags: { newsletter, productUpdates, webinarInvites, offers, renewalReminders } })
    .where(eq(schema.users.id, userId))
    .returning({ flags: schema.users.subscriptionFlags });
  if (!saved) throw notFound("No such user.");
  return { ...saved.flags, renewalReminders };
}
