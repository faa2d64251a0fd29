import type { AppDeps } from "../../../deps.ts";
import { userIdReminderMail } from "../../../integrations/mail/account-mails.ts";
import { enqueueMail } from "../../../integrations/mail/enqueue-mail.ts";
import { mailHit } from "../../messaging/index.ts";
import { takeLimits } from "../../messaging/index.ts";
import { findUserByEmail } from "./find-user-by-email.ts";

export const USER_ID_REMINDER_MESSAGE = "If an account matches, we have emailed its user id to its address.";

/**
 * SendDraftWithCredentials (docs/architecture.md#passwords): mails the account's user id to the account's own address, never a
 * password. When a user id is given it must belong to that email too. Says nothing about whether it matched.
 */
export async function sendUserIdReminder(deps: AppDeps, email: string, userId?: number): Promise<void> {
  const sent = await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    // Counted when nothing matches too, so the limit's 429 does not tell which accounts exist.
    await takeLimits(tx, deps.now(), [mailHit(user?.email ?? email)]);
    if (!user || (userId !== undefined && user.id !== userId)) return false;
    await enqueueMail(
      tx,
      userIdReminderMail(
        { email: user.email, name: user.fullName, userId: user.id, language: user.language },
        `${deps.config.publicUrl}/user/login`,
      ),
    );
    return true;
  });
  if (sent) deps.mail.nudge();
}
