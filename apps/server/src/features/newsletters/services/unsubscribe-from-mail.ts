import { and, eq, sql } from "drizzle-orm";
import { marketingMailKindLabels, type MarketingMailKind } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { badRequest } from "../../../errors.ts";
import { readUnsubscribeToken } from "../../../integrations/mail/marketing-mail.ts";
import { recordConsents } from "../../privacy-consent/index.ts";

export const INVALID_UNSUBSCRIBE_LINK = "This unsubscribe link is not valid. Change which mails you get on My Profile.";

/** What an unsubscribe link is for, read without changing anything (the page a GET shows). */
export function unsubscribeTargetOf(deps: AppDeps, token: string): { kind: MarketingMailKind; label: string } {
  const target = readUnsubscribeToken(deps.config.sessionSecret!, token);
  if (!target) throw badRequest(INVALID_UNSUBSCRIBE_LINK);
  return { kind: target.kind, label: marketingMailKindLabels[target.kind] };
}

/**
 * docs/business-rules.md#marketing-mail: a marketing mail's link (RFC 8058 one-click POST, or the button on its page) switches that
 * kind of mail off for that customer, without logging in. Saying it twice changes nothing and counts once.
 */
export async function unsubscribeFromMail(deps: AppDeps, token: string): Promise<{ kind: MarketingMailKind; label: string }> {
  const target = readUnsubscribeToken(deps.config.sessionSecret!, token);
  if (!target) throw badRequest(INVALID_UNSUBSCRIBE_LINK);
  const u = schema.users;
  await deps.db.transaction(async (tx) => {
    const switched = await tx
      .update(u)
      .set({ subscriptionFlags: sql`jsonb_set(${u.subscriptionFlags}, ${`{${target.kind}}`}::text[], 'false'::jsonb)` })
      .where(and(eq(u.id, target.userId), sql`(${u.subscriptionFlags} ->> ${target.kind}) = 'true'`))
      .returning({ id: u.id });
    if (switched.length === 0) return;
    await tx
      .insert(schema.mailUnsubscribes)
      .values({ userId: target.userId, kind: target.kind, newsletterId: target.newsletterId, at: deps.now() });
    // docs/business-rules.md#consent-records: withdrawing by the link is recorded as any withdrawal is.
    await recordConsents(tx, target.userId, [{ purpose: target.kind, given: false }], "unsubscribe-link", deps.now());
  });
  return { kind: target.kind, label: marketingMailKindLabels[target.kind] };
}
