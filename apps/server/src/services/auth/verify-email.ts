import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../deps.ts";
import { badRequest } from "../../errors.ts";
import { refusingTakenEmail } from "./email-taken.ts";
import { peekAuthToken, INVALID_LINK } from "./redeem-auth-token.ts";

export interface EmailVerification {
  userId: number;
  email: string;
  name: string;
  /** False on first activation: the page then asks for a password with the same token. */
  hasPassword: boolean;
}

/**
 * GET auth/VerifyEmail: marks the address verified. The token stays usable until a password is set
 * (SetPassword redeems it), or, for an account that already has a password, is used up here.
 */
export async function verifyEmail(deps: AppDeps, token: string): Promise<EmailVerification> {
  const now = deps.now();
  return refusingTakenEmail(deps, () => deps.db.transaction(async (tx) => {
    const row = await peekAuthToken(tx, token, "verify-email", now);
    if (!row) throw badRequest(INVALID_LINK);
    const [user] = await tx
      .update(schema.users)
      .set({ isEmailVerified: true, ...(row.email ? { email: row.email } : {}) })
      .where(eq(schema.users.id, row.userId))
      .returning();
    if (!user) throw badRequest(INVALID_LINK);
    if (user.passwordHash) await tx.update(schema.authTokens).set({ usedAt: now }).where(eq(schema.authTokens.tokenHash, row.tokenHash));
    return { userId: user.id, email: user.email, name: user.fullName, hasPassword: user.passwordHash !== null };
  }));
}
