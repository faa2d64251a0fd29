import { eq, sql } from "drizzle-orm";
import type { MarketingMailKind } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { notFound } from "../../../errors.ts";
import { recordConsents } from "./record-consents.ts";

/**
 * docs/business-rules.md#consent-records: one click on the privacy page gives or withdraws one kind of marketing mail, as easily
 * as it was given. Saying what is already so changes nothing and records nothing.
 */
export async function setMarketingConsent(
  deps: AppDeps,
  userId: number,
  kind: MarketingMailKind,
  given: boolean,
): Promise<{ kind: MarketingMailKind; given: boolean }> {
  const u = schema.users;
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.select({ flags: u.subscriptionFlags }).from(u).where(eq(u.id, userId)).for("update");
    if (!before) throw notFound("No such user.");
    if ((before.flags[kind] === true) === given) return;
    await tx
      .update(u)
      .set({ subscriptionFlags: sql`jsonb_set(${u.subscriptionFlags}, ${`{${kind}}`}::text[], ${given ? "true" : "false"}::jsonb)` })
      .where(eq(u.id, userId));
    await recordConsents(tx, userId, [{ purpose: kind, given }], "privacy-page", deps.now());
  });
  return { kind, given };
}
