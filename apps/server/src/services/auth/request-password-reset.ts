import { and, eq, isNull } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../deps.ts";
import { newOneTimeToken } from "../../auth/one-time-token.ts";
import { passwordResetMail } from "../../integrations/mail/account-mails.ts";
import { enqueueMail } from "../../integrations/mail/enqueue-mail.ts";
import { mailHit } from "../limits/send-limits.ts";
import { takeLimits } from "../limits/take-limits.ts";
import { findUserByLoginName } from "./find-user-by-login-name.ts";

export const RESET_TTL_MS = 30 * 60 * 1000;

/** The one answer of every recovery request, so nobody can learn which accounts exist (issue 3 §7). */
export const RESET_REQUESTED_MESSAGE =
  "If an account matches what you entered, we have emailed it a link to choose a new password. The link works once and expires in 30 minutes.";

/**
 * PasswordRecovery and SendPasswordResetEmail: a single-use, 30-minute link to the account's own address
 * (DESIGN §10: no password is ever mailed). Earlier unused reset links stop working, so only the newest
 * mail counts. Says nothing about whether the account exists.
 */
export async function requestPasswordReset(deps: AppDeps, loginName: string): Promise<void> {
  const sent = await deps.db.transaction(async (tx) => {
    const user = await findUserByLoginName(tx, loginName);
    const now = deps.now();
    // Counted when nothing matches too, so the limit's 429 does not tell which accounts exist.
    await takeLimits(tx, now, [mailHit(user?.email ?? loginName)]);
    if (!user) return false;
    const t = schema.authTokens;
    await tx.update(t).set({ usedAt: now }).where(and(eq(t.userId, user.id), eq(t.purpose, "reset-password"), isNull(t.usedAt)));
    const { token, tokenHash } = newOneTimeToken();
    // No `email` on the row: redeeming it must not move the account to another address.
    await tx.insert(t).values({ tokenHash, userId: user.id, purpose: "reset-password", expiresAt: new Date(now.getTime() + RESET_TTL_MS) });
    const link = `${deps.config.publicUrl}/my-investar/password-recovery?id=${token}`;
    await enqueueMail(tx, passwordResetMail({ email: user.email, name: user.fullName }, link));
    return true;
  });
  if (sent) deps.mail.nudge();
}
