import { eq } from "drizzle-orm";
import type { SubscriptionFlags } from "@investar/core/profile";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { notFound } from "../../../errors.ts";
import { marketingChanges, recordConsents } from "../../privacy-consent/index.ts";

/** POST user/SaveSubscriptionFlags: which mailings the member wants. */
export async function saveSubscriptionFlags(deps: AppDeps, userId: number, flags: SubscriptionFlags): Promise<SubscriptionFlags> {
  const { newsletter, productUpdates, webinarInvites, offers, renewalReminders } = flags;
  const saved = await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ flags: schema.users.subscriptionFlags })
      .from(schema.users)
      .where(eq(schema.users.id, userId))
      .for("update");
    if (!before) throw notFound("No such user.");
    const [after] = await tx
      .update(schema.users)
      .set({ subscriptionFlags: { newsletter, productUpdates, webinarInvites, offers, renewalReminders } })
      .where(eq(schema.users.id, userId))
      .returning({ flags: schema.users.subscriptionFlags });
    // docs/business-rules.md#consent-records: each marketing kind switched here is a consent given or withdrawn.
    await recordConsents(tx, userId, marketingChanges(before.flags, after!.flags), "profile-page", deps.now());
    return after!;
  });
  return { ...saved.flags, renewalReminders };
}
