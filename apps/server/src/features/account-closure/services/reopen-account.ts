import { and, eq, gt, isNull } from "drizzle-orm";
import { closureMessages } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { badRequest } from "../../../errors.ts";
import { enqueueMail } from "../../../integrations/mail/enqueue-mail.ts";
import { accountReopenedMail } from "../../../integrations/mail/account-closure-mails.ts";
import { redeemAuthToken } from "../../accounts/index.ts";
import { writeAudit } from "../../audit/index.ts";
import { supportAddress } from "../../business/index.ts";

/**
 * The mailed link's "I changed my mind" (docs/business-rules.md#account-closure): within the 7 days the
 * account opens again and logs in as before; the erasure is called off. The link works once; a closure
 * already erased (or reopened) refuses it. What the closing did to subscriptions and refunds stands.
 */
export async function reopenAccount(deps: AppDeps, token: string): Promise<{ email: string; message: string }> {
  const email = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const link = await redeemAuthToken(tx, token, "reopen-account", now).catch(() => {
      throw badRequest(closureMessages.reopenInvalid);
    });
    const c = schema.accountClosures;
    const [closure] = await tx
      .update(c)
      .set({ reopenedAt: now })
      .where(and(eq(c.userId, link.userId), isNull(c.reopenedAt), isNull(c.erasedAt), gt(c.finalAt, now)))
      .returning();
    if (!closure) throw badRequest(closureMessages.reopenInvalid);
    const [user] = await tx.update(schema.users).set({ closedAt: null }).where(eq(schema.users.id, link.userId)).returning();
    await writeAudit(tx, {
      actorId: link.userId,
      action: "account-reopened",
      subject: `user:${link.userId}`,
      details: { reference: closure.reference },
      at: now,
    });
    await enqueueMail(
      tx,
      accountReopenedMail({ email: user!.email, name: user!.fullName, language: user!.language }, await supportAddress(deps, tx)),
    );
    return user!.email;
  });
  deps.mail.nudge();
  return { email, message: `Your account is open again. Log in with ${email} as before.` };
}
