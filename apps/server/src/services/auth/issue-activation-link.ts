import { and, eq, isNull } from "drizzle-orm";
import { schema, type Executor } from "@investar/db";
import type { AppDeps } from "../../deps.ts";
import { newOneTimeToken } from "../../auth/one-time-token.ts";
import { activationMail } from "../../integrations/mail/account-mails.ts";
import { enqueueMail } from "../../integrations/mail/enqueue-mail.ts";

export const ACTIVATION_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Queues the activation mail with a fresh single-use link (issue 3 §3) and retires any earlier unused
 * link, so only the newest mail works. Runs inside the caller's transaction.
 */
export async function issueActivationLink(deps: AppDeps, tx: Executor, user: { id: number; email: string; name: string }): Promise<void> {
  const now = deps.now();
  await tx
    .update(schema.authTokens)
    .set({ usedAt: now })
    .where(and(eq(schema.authTokens.userId, user.id), eq(schema.authTokens.purpose, "verify-email"), isNull(schema.authTokens.usedAt)));
  const { token, tokenHash } = newOneTimeToken();
  await tx.insert(schema.authTokens).values({
    tokenHash,
    userId: user.id,
    purpose: "verify-email",
    email: user.email,
    expiresAt: new Date(now.getTime() + ACTIVATION_TTL_MS),
  });
  await enqueueMail(tx, activationMail(user, `${deps.config.publicUrl}/confirm-email?id=${token}`));
}
