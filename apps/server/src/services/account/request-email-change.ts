import { messages, validateEmail } from "@investar/core";
import type { AppDeps } from "../../deps.ts";
import { badRequest, conflict } from "../../errors.ts";
import { enqueueMail } from "../../integrations/mail/enqueue-mail.ts";
import { emailChangeMail, emailChangeNoticeMail } from "../../integrations/mail/profile-mails.ts";
import { findUserByEmail } from "../auth/find-user-by-email.ts";
import { issueActivationLink } from "../auth/issue-activation-link.ts";
import { findUserRow } from "./get-profile.ts";

/**
 * GET auth/UpdateEmailAddress. The login email does NOT change here: a single-use verify-email link that
 * carries the new address goes to that address, and VerifyEmail/SetPassword switch to it when it is
 * opened (they apply the token's `email`). Until then the old, verified address keeps working, so the
 * account is never left with an address nobody has proven. `isSendEmail` is accepted for SPEC §7's
 * clients but cannot skip the mail: without the link the change could never take effect.
 */
export async function requestEmailChange(deps: AppDeps, userId: number, emailAddress: string): Promise<{ message: string; emailAddress: string }> {
  const email = emailAddress.trim();
  const host = deps.config.vendorEmailDomain;
  const problem = validateEmail(email, host);
  if (problem) throw badRequest(problem, { emailAddress: [problem] });
  const user = await findUserRow(deps.db, userId);
  if (user.email.toLowerCase() === email.toLowerCase()) {
    throw badRequest("This is already your email address.", { emailAddress: ["This is already your email address."] });
  }
  if (await findUserByEmail(deps.db, email)) throw conflict(messages.emailRegistered(host));

  await deps.db.transaction(async (tx) => {
    await issueActivationLink(deps, tx, { id: user.id, email, name: user.fullName }, emailChangeMail);
    await enqueueMail(tx, emailChangeNoticeMail({ email: user.email, name: user.fullName }, email));
  });
  deps.mail.nudge();
  return {
    message: `A verification email has been sent to ${email}. Please verify it to re-activate your account. Until then you keep logging in with ${user.email}.`,
    emailAddress: email,
  };
}
