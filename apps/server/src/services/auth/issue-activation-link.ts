import type { Executor } from "@investar/db";
import type { AppDeps } from "../../deps.ts";
import { activationMail } from "../../integrations/mail/account-mails.ts";
import { enqueueMail } from "../../integrations/mail/enqueue-mail.ts";
import { issueEmailLink } from "./issue-email-link.ts";
import { retireAuthTokens } from "./redeem-auth-token.ts";

export const ACTIVATION_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Queues the activation mail with a fresh single-use link (issue 3 §3) and retires any earlier unused
 * link, so only the newest mail works. Runs inside the caller's transaction. The link verifies the
 * account's own address and may set its first password (SetPassword); email changes have their own.
 */
export async function issueActivationLink(deps: AppDeps, tx: Executor, user: { id: number; email: string; name: string }): Promise<void> {
  await retireAuthTokens(tx, user.id, ["verify-email"], deps.now());
  const link = await issueEmailLink(deps, tx, { userId: user.id, purpose: "verify-email", email: user.email, ttlMs: ACTIVATION_TTL_MS, path: "/confirm-email" });
  await enqueueMail(tx, activationMail(user, link));
}
