import { messages, validateEmail } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { supportAddress } from "../../business/index.ts";
import type { Principal } from "../../../auth/principal.ts";
import { badRequest, conflict } from "../../../errors.ts";
import { enqueueMail } from "../../../integrations/mail/enqueue-mail.ts";
import { emailChangeMail, emailChangeNoticeMail } from "../../../integrations/mail/profile-mails.ts";
import { findUserByEmail } from "../../accounts/index.ts";
import { ACTIVATION_TTL_MS } from "../../accounts/index.ts";
import { issueEmailLink } from "../../accounts/index.ts";
import { retireAuthTokens } from "../../accounts/index.ts";
import { findUserRow } from "./get-profile.ts";
import { verifyCurrentPassword } from "./verify-current-password.ts";
import type { PasswordClient } from "../../accounts/index.ts";
import { mailHit } from "../../messaging/index.ts";
import { takeLimits } from "../../messaging/index.ts";

/** The old address may undo the change for this long, also after the new address was confirmed. */
export const CANCEL_EMAIL_CHANGE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface EmailChangeRequest {
  userId: number;
  emailAddress: string;
  /** The caller's current password (POST body) and who is trying it. */
  password: { value: string; client: PasswordClient };
}

/**
 * UpdateEmailAddress (ADR 0011). Needs a fresh proof of the caller's password. The login email does NOT
 * change here: a link that only verifies goes to the new address (the account keeps its password), and
 * the old address gets a notice with a "this was not me" link that cancels the change and signs every
 * device out. Until the new link is opened the old, verified address keeps working.
 * `isSendEmail` is accepted for docs/business-rules.md#email-change's clients but cannot skip the mail.
 */
export async function requestEmailChange(
  deps: AppDeps,
  caller: Principal,
  change: EmailChangeRequest,
): Promise<{ message: string; emailAddress: string }> {
  const email = change.emailAddress.trim();
  const host = deps.config.vendorEmailDomain;
  const problem = validateEmail(email, host);
  if (problem) throw badRequest(problem, { emailAddress: [problem] });
  // Proof before any lookup: a stale session must not even learn which addresses are registered.
  await requireFreshProof(deps, caller, change.password);
  const user = await findUserRow(deps.db, change.userId);
  if (user.email.toLowerCase() === email.toLowerCase()) {
    throw badRequest("This is already your email address.", { emailAddress: ["This is already your email address."] });
  }
  if (await findUserByEmail(deps.db, email)) throw conflict(messages.emailRegistered(host));

  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    // Both mails count against their address's limit (docs/business-rules.md#abuse-limits): the new one could be anyone's inbox.
    await takeLimits(tx, now, [mailHit(email), mailHit(user.email)]);
    await retireAuthTokens(tx, user.id, ["change-email"], now);
    const verifyLink = await issueEmailLink(deps, tx, {
      userId: user.id,
      purpose: "change-email",
      email,
      ttlMs: ACTIVATION_TTL_MS,
      path: "/confirm-email",
    });
    const cancelLink = await issueEmailLink(deps, tx, {
      userId: user.id,
      purpose: "cancel-email-change",
      email: user.email,
      ttlMs: CANCEL_EMAIL_CHANGE_TTL_MS,
      path: "/cancel-email-change",
    });
    await enqueueMail(tx, emailChangeMail({ email, name: user.fullName, language: user.language }, verifyLink));
    await enqueueMail(
      tx,
      emailChangeNoticeMail(
        { email: user.email, name: user.fullName, language: user.language },
        email,
        cancelLink,
        await supportAddress(deps, tx),
      ),
    );
    await tx.insert(schema.auditLog).values({
      actorId: caller.userId,
      action: "email-change-requested",
      subject: `user:${user.id}`,
      details: { from: user.email, to: email },
      at: now,
    });
  });
  deps.mail.nudge();
  return {
    message: `A verification email has been sent to ${email}. Please verify it to re-activate your account. Until then you keep logging in with ${user.email}. Your password stays the same.`,
    emailAddress: email,
  };
}

async function requireFreshProof(deps: AppDeps, caller: Principal, password: EmailChangeRequest["password"]): Promise<void> {
  await verifyCurrentPassword(deps, await findUserRow(deps.db, caller.userId), password.value, "password", password.client);
}
