import { and, eq, isNull, ne } from "drizzle-orm";
import { validateNewPassword } from "@investar/core";
import { profileMessages } from "@investar/core/profile";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { supportAddress } from "../../business/index.ts";
import type { Principal } from "../../../auth/principal.ts";
import { hashPassword } from "../../../auth/passwords.ts";
import { badRequest } from "../../../errors.ts";
import { enqueueMail } from "../../../integrations/mail/enqueue-mail.ts";
import { passwordChangedMail } from "../../../integrations/mail/profile-mails.ts";
import { ACCOUNT_TAKEOVER_LINKS, retireAuthTokens } from "../../accounts/index.ts";
import type { PasswordClient } from "../../accounts/index.ts";
import { findUserRow } from "./get-profile.ts";
import { verifyCurrentPassword } from "./verify-current-password.ts";

export const WRONG_CURRENT_PASSWORD = profileMessages.currentPasswordWrong;
export const SAME_PASSWORD = "Choose a new password that is different from the current one.";

export interface PasswordChange {
  userId: number;
  oldPassword: string;
  newPassword: string;
}

/**
 * POST auth/changePassword (docs/architecture.md#passwords: a JSON body, never the URL). The current password is required
 * even from a live session, so a borrowed browser cannot lock the owner out. Every other session of the
 * account is revoked; the caller's own one stays signed in. A pending email change and reset links are
 * retired: whoever asked for them with the old password or a stolen session loses them.
 */
export async function changePassword(
  deps: AppDeps,
  caller: Principal,
  change: PasswordChange,
  client: PasswordClient,
): Promise<{ signedOutSessions: number }> {
  const weak = validateNewPassword(change.newPassword);
  if (weak) throw badRequest(weak, { newPassword: [weak] });
  const user = await findUserRow(deps.db, change.userId);
  const now = deps.now();

  await verifyCurrentPassword(deps, user, change.oldPassword, "oldPassword", client);
  if (change.oldPassword === change.newPassword) throw badRequest(SAME_PASSWORD, { newPassword: [SAME_PASSWORD] });

  const passwordHash = await hashPassword(change.newPassword);
  const sessions = schema.sessions;
  const signedOut = await deps.db.transaction(async (tx) => {
    await tx.update(schema.users).set({ passwordHash }).where(eq(schema.users.id, user.id));
    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt), ne(sessions.id, caller.sessionId)))
      .returning({ id: sessions.id });
    await retireAuthTokens(tx, user.id, ACCOUNT_TAKEOVER_LINKS, now);
    await tx.insert(schema.auditLog).values({
      actorId: caller.userId,
      action: "password-changed",
      subject: `user:${user.id}`,
      details: { signedOutSessions: revoked.length, byAdmin: caller.userId !== user.id },
      at: now,
    });
    await enqueueMail(
      tx,
      passwordChangedMail({ email: user.email, name: user.fullName, language: user.language }, await supportAddress(deps, tx)),
    );
    return revoked.length;
  });
  deps.mail.nudge();
  return { signedOutSessions: signedOut };
}
