import { eq } from "drizzle-orm";
import { validateNewPassword } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../deps.ts";
import { hashPassword } from "../../auth/passwords.ts";
import { badRequest } from "../../errors.ts";
import { createSession, type IssuedSession } from "./create-session.ts";
import { refusingTakenEmail } from "./email-taken.ts";
import { redeemAuthToken, type TokenPurpose } from "./redeem-auth-token.ts";

/**
 * POST auth/SetPassword (activation) and the password-reset page: redeem the single-use token, store the
 * argon2id hash, verify the email it was sent to, revoke older sessions and sign the user in.
 */
export async function setPasswordWithToken(deps: AppDeps, token: string, password: string, purpose: TokenPurpose): Promise<IssuedSession> {
  const problem = validateNewPassword(password);
  if (problem) throw badRequest(problem, { password: [problem] });
  const passwordHash = await hashPassword(password);
  const now = deps.now();
  return refusingTakenEmail(deps, () => deps.db.transaction(async (tx) => {
    const row = await redeemAuthToken(tx, token, purpose, now);
    const [user] = await tx
      .update(schema.users)
      .set({ passwordHash, isEmailVerified: true, ...(row.email ? { email: row.email } : {}) })
      .where(eq(schema.users.id, row.userId))
      .returning();
    await tx.update(schema.sessions).set({ revokedAt: now }).where(eq(schema.sessions.userId, row.userId));
    return createSession(deps, tx, user!);
  }));
}
