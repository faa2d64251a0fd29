import { and, eq, isNull } from "drizzle-orm";
import { validateNewPassword } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { hashPassword } from "../../../auth/passwords.ts";
import { badRequest } from "../../../errors.ts";
import { signInOrChallenge, type SignIn } from "../../two-factor/index.ts";
import { ACCOUNT_TAKEOVER_LINKS, INVALID_LINK, peekAuthToken, redeemAuthToken, retireAuthTokens } from "./redeem-auth-token.ts";

export const ALREADY_HAS_PASSWORD = "This account already has a password. Log in with it, or use password recovery to choose a new one.";

/**
 * POST auth/SetPassword (activation: the FIRST password, `verify-email` links only) and auth/ResetPassword
 * (`reset-password` links): redeem the single-use token, store the argon2id hash, verify the account's
 * email, revoke older sessions and sign the user in (through the code step when the account has an
 * authenticator: a mailbox is not a second factor). An email-change link is neither, so it is refused.
 * The token is checked before anything is hashed: a guess must not cost the server an argon2 run.
 */
export async function setPasswordWithToken(
  deps: AppDeps,
  token: string,
  password: string,
  purpose: "verify-email" | "reset-password",
): Promise<SignIn> {
  const problem = validateNewPassword(password);
  if (problem) throw badRequest(problem, { password: [problem] });
  const now = deps.now();
  const pending = await peekAuthToken(deps.db, token, purpose, now);
  if (!pending) throw badRequest(INVALID_LINK);
  const firstPassword = purpose === "verify-email";
  if (firstPassword && (await hasPassword(deps, pending.userId))) throw badRequest(ALREADY_HAS_PASSWORD);

  const passwordHash = await hashPassword(password);
  return deps.db.transaction(async (tx) => {
    const row = await redeemAuthToken(tx, token, purpose, now);
    const users = schema.users;
    const [user] = await tx
      .update(users)
      .set({ passwordHash, isEmailVerified: true })
      .where(and(eq(users.id, row.userId), firstPassword ? isNull(users.passwordHash) : undefined))
      .returning();
    // A parallel activation set the password first; throwing rolls back this redemption too.
    if (!user) throw badRequest(ALREADY_HAS_PASSWORD);
    await tx.update(schema.sessions).set({ revokedAt: now }).where(eq(schema.sessions.userId, row.userId));
    if (!firstPassword) await retireAuthTokens(tx, row.userId, ACCOUNT_TAKEOVER_LINKS, now);
    return signInOrChallenge(deps, tx, user, "emailed-link");
  });
}

async function hasPassword(deps: AppDeps, userId: number): Promise<boolean> {
  const [user] = await deps.db
    .select({ passwordHash: schema.users.passwordHash })
    .from(schema.users)
    .where(eq(schema.users.id, userId))
    .limit(1);
  return Boolean(user?.passwordHash);
}
