import type { AppDeps } from "../../../deps.ts";
import { activationMail } from "../../../integrations/mail/account-mails.ts";
import { enqueueMail } from "../../../integrations/mail/enqueue-mail.ts";
import { mailHit } from "../../messaging/index.ts";
import { takeLimits } from "../../messaging/index.ts";
import type { Transaction } from "../../../database/transaction.ts";
import { issueEmailLink } from "./issue-email-link.ts";
import { retireAuthTokens } from "./redeem-auth-token.ts";

export const ACTIVATION_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Queues the activation mail with a fresh single-use link (docs/business-rules.md#account-activation) and retires any earlier unused
 * link, so only the newest mail works. Runs inside the caller's transaction. The link verifies the
 * account's own address and may set its first password (SetPassword); email changes have their own.
 * Each mail counts against the address's limit (docs/business-rules.md#abuse-limits). With a returnUrl, the activated customer
 * lands there (docs/business-rules.md#sign-up-prefill: the selection they were about to pay for).
 */
export async function issueActivationLink(
  deps: AppDeps,
  tx: Transaction,
  user: { id: number; email: string; name: string; language?: string },
  returnUrl: string | null = null,
): Promise<void> {
  await takeLimits(tx, deps.now(), [mailHit(user.email)]);
  const link = await freshActivationLink(deps, tx, user, returnUrl);
  await enqueueMail(tx, activationMail(user, link));
}

/** A new activation link for the account, every earlier unused one retired: only the newest link works. */
export async function freshActivationLink(
  deps: AppDeps,
  tx: Transaction,
  user: { id: number; email: string },
  returnUrl: string | null,
): Promise<string> {
  await retireAuthTokens(tx, user.id, ["verify-email"], deps.now());
  return issueEmailLink(deps, tx, {
    userId: user.id,
    purpose: "verify-email",
    email: user.email,
    ttlMs: ACTIVATION_TTL_MS,
    path: "/confirm-email",
    returnUrl,
  });
}
