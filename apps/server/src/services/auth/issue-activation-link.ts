import { and, eq, isNull } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../deps.ts";
import { newOneTimeToken } from "../../auth/one-time-token.ts";
import { activationMail } from "../../integrations/mail/account-mails.ts";
import { enqueueMail, type OutgoingMail } from "../../integrations/mail/enqueue-mail.ts";
import { mailHit } from "../limits/send-limits.ts";
import { takeLimits } from "../limits/take-limits.ts";
import type { Transaction } from "../transaction.ts";

export const ACTIVATION_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Queues the activation mail with a fresh single-use link (issue 3 §3) and retires any earlier unused
 * link, so only the newest mail works. Runs inside the caller's transaction. `user.email` is where the
 * link goes and the address it confirms (an email change passes the new address and its own mail). Each
 * mail counts against the address's limit (issue 8 §4).
 */
export async function issueActivationLink(
  deps: AppDeps,
  tx: Transaction,
  user: { id: number; email: string; name: string },
  compose: (to: { email: string; name: string }, link: string) => OutgoingMail = activationMail,
): Promise<void> {
  const now = deps.now();
  await takeLimits(tx, now, [mailHit(user.email)]);
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
  await enqueueMail(tx, compose(user, `${deps.config.publicUrl}/confirm-email?id=${token}`));
}
