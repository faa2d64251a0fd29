import type { AppDeps } from "../../../deps.ts";
import { conflict } from "../../../errors.ts";
import { issueActivationLink } from "../../accounts/index.ts";
import { editUser } from "./edit-user.ts";

/**
 * ResendActivationMail: support sends a fresh activation link to an account that has not verified its
 * email (the earlier links stop working). A verified account is refused: there is nothing to activate.
 */
export async function resendActivationMail(deps: AppDeps, actorId: number, userId: number): Promise<{ userId: number; email: string }> {
  const result = await editUser(deps, { actorId, userId, action: "user-activation-mail-sent" }, async (tx, user) => {
    if (user.isEmailVerified) throw conflict(`${user.email} is already verified: there is no activation mail to send.`);
    await issueActivationLink(deps, tx, { id: user.id, email: user.email, name: user.fullName, language: user.language });
    const state = { email: user.email, isEmailVerified: false };
    return { before: state, after: state, result: { userId: user.id, email: user.email } };
  });
  deps.mail.nudge();
  return result;
}
