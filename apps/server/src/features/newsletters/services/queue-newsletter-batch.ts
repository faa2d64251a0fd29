import { and, asc, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import type { MarketingMailKind } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { enqueueMail } from "../../../integrations/mail/enqueue-mail.ts";
import { composeMarketingMail } from "../../../integrations/mail/marketing-mail.ts";

/**
 * One run of the newsletter job (ADR 0034): queues the next `batch` copies of a newsletter being sent, to customers who
 * opted in to its kind (their choice when their turn comes, so an unsubscribe in the meantime counts), with a verified
 * address and an account not disabled. The newsletter row is locked (SKIP LOCKED) and its cursor moved in the same
 * transaction as the copies, so several instances never queue the same customer twice and a crash repeats nobody.
 */
export async function queueNewsletterBatch(deps: AppDeps, batch: number): Promise<{ queued: number }> {
  const n = schema.newsletters;
  const u = schema.users;
  const queued = await deps.db.transaction(async (tx) => {
    const [newsletter] = await tx
      .select()
      .from(n)
      .where(and(isNotNull(n.sendRequestedAt), isNull(n.queuedAt)))
      .orderBy(asc(n.id))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!newsletter) return 0;
    const kind = newsletter.kind as MarketingMailKind;
    const recipients = await tx
      .select({ id: u.id, email: u.email, language: u.language })
      .from(u)
      .where(
        and(
          gt(u.id, newsletter.queuedThroughUserId),
          sql`(${u.subscriptionFlags} ->> ${kind}) = 'true'`,
          eq(u.isEmailVerified, true),
          isNull(u.disabledAt),
        ),
      )
      .orderBy(asc(u.id))
      .limit(batch);
    for (const recipient of recipients)
      await enqueueMail(
        tx,
        composeMarketingMail(
          deps.config,
          { userId: recipient.id, email: recipient.email, language: recipient.language },
          { kind, subject: newsletter.subject, markdown: newsletter.markdown, newsletterId: newsletter.id },
        ),
      );
    await tx
      .update(n)
      .set({
        queuedThroughUserId: recipients.at(-1)?.id ?? newsletter.queuedThroughUserId,
        queuedCount: newsletter.queuedCount + recipients.length,
        ...(recipients.length < batch ? { queuedAt: deps.now() } : {}),
      })
      .where(eq(n.id, newsletter.id));
    return recipients.length;
  });
  if (queued > 0) deps.mail.nudge();
  return { queued };
}
