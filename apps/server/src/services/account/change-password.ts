import { and, eq, isNull, ne } from "drizzle-orm";
import { validateNewPassword } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../deps.ts";
import type { Principal } from "../../auth/principal.ts";
import { hashPassword, verifyPassword } from "../../auth/passwords.ts";
import { badRequest } from "../../errors.ts";
import { enqueueMail } from "../../integrations/mail/enqueue-mail.ts";
import { passwordChangedMail } from "../../integrations/mail/profile-mails.ts";
import { throttlePasswordCheck, type PasswordClient } from "../auth/throttle-password-check.ts";
import { findUserRow } from "./get-profile.ts";

export const WRONG_CURRENT_PASSWORD = "The current password is not correct.";
export const SAME_PASSWORD = "Choose a new password that is different from the current one.";

export interface PasswordChange {
  userId: number;
  oldPassword: string;
  newPassword: string;
}

/**
 * POST auth/changePassword (DESIGN §10: a JSON body, never the URL). The current password is required
 * even from a live session, so a borrowed browser cannot lock the owner out. Every other session of the
 * account is revoked; the caller's own one stays signed in.
 */
export async function changePassword(deps: AppDeps, caller: Principal, change: PasswordChange, client: PasswordClient): Promise<{ signedOutSessions: number }> {
  const weak = validateNewPassword(change.newPassword);
  if (weak) throw badRequest(weak, { newPassword: [weak] });
  const user = await findUserRow(deps.db, change.userId);
  const now = deps.now();

  if (!(await throttlePasswordCheck(deps, user.id, client, () => verifyPassword(user.passwordHash, change.oldPassword)))) {
    // Counts toward the login lockout: guessing the current password here is guessing a login.
    await deps.db.insert(schema.loginAttempts).values({ userId: user.id, succeeded: 0, ip: null, at: now });
    throw badRequest(WRONG_CURRENT_PASSWORD, { oldPassword: [WRONG_CURRENT_PASSWORD] });
  }
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
    await tx.insert(schema.auditLog).values({
      actorId: caller.userId,
      action: "password-changed",
      subject: `user:${user.id}`,
      details: { signedOutSessions: revoked.length, byAdmin: caller.userId !== user.id },
      at: now,
    });
    await enqueueMail(tx, passwordChangedMail({ email: user.email, name: user.fullName }));
    return revoked.length;
  });
  deps.mail.nudge();
  return { signedOutSessions: signedOut };
}
