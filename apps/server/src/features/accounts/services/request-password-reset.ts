import type { AppDeps } from "../../../deps.ts";
import { passwordResetMail } from "../../../integrations/mail/account-mails.ts";
import { enqueueMail } from "../../../integrations/mail/enqueue-mail.ts";
import { mailHit } from "../../messaging/index.ts";
import { takeLimits } from "../../messaging/index.ts";
import { findUserByLoginName } from "./find-user-by-login-name.ts";
import { issueEmailLink } from "./issue-email-link.ts";
import { retireAuthTokens } from "./redeem-auth-token.ts";

export const RESET_TTL_MS = 30 * 60 * 1000;

/** The one answer of every recovery request, so nobody can learn which accounts exist (docs/business-rules.md#password-reset). */
export const RESET_REQUESTED_MESSAGE =
  "If an account matches what you entered, we have emailed it a link to choose a new password. The link works once and expires in 30 minutes.";

/**
 * PasswordRecovery and SendPasswordResetEmail: a single-use, 30-minute link to the account's own address
 * (docs/architecture.md#passwords: no password is ever mailed). Earlier unused reset links stop working, so only the newest
 * mail counts. Says nothing about whether the account exists.
 */
export async function requestPasswordReset(deps: AppDeps, loginName: string): Promise<void> {
  const sent = await deps.db.transaction(async (tx) => {
    const user = await findUserByLoginName(tx, loginName);
    // Counted when nothing matches too, so the limit's 429 does not tell which accounts exist.
    await takeLimits(tx, deps.now(), [mailHit(user?.email ?? loginName)]);
    if (!user) return false;
    await retireAuthTokens(tx, user.id, ["reset-password"], deps.now());
    // No `email` on the row: redeeming it must not move the account to another address.
    const link = await issueEmailLink(deps, tx, {
      userId: user.id,
      purpose: "reset-password",
      email: null,
      ttlMs: RESET_TTL_MS,
      path: "/my-investar/password-recovery",
    });
    await enqueueMail(tx, passwordResetMail({ email: user.email, name: user.fullName, language: user.language }, link));
    return true;
  });
  if (sent) deps.mail.nudge();
}
