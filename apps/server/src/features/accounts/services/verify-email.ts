import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { badRequest } from "../../../errors.ts";
import { refusingTakenEmail } from "./email-taken.ts";
import { peekAuthToken, INVALID_LINK, redeemAuthToken, retireAuthTokens } from "./redeem-auth-token.ts";

export interface EmailVerification {
  userId: number;
  email: string;
  name: string;
  /** False on first activation: the page then asks for a password with the same token. */
  hasPassword: boolean;
  /** `email-change`: the account now logs in with this (new) address and its existing password. */
  kind: "activation" | "email-change";
}

/**
 * GET auth/VerifyEmail, for both kinds of link. An activation link marks the address verified and stays
 * usable until a password is set (SetPassword redeems it), or is used up here if the account already has
 * one. An email-change link only verifies: it is used up, the account switches to the new address and
 * keeps its password, and older links that vouch for the previous address stop working.
 */
export async function verifyEmail(deps: AppDeps, token: string): Promise<EmailVerification> {
  const now = deps.now();
  return refusingTakenEmail(deps, () =>
    deps.db.transaction(async (tx) => {
      const row = await peekAuthToken(tx, token, ["verify-email", "change-email"], now);
      if (!row) throw badRequest(INVALID_LINK);
      const change = row.purpose === "change-email";
      if (change) {
        await redeemAuthToken(tx, token, "change-email", now);
        await retireAuthTokens(tx, row.userId, ["verify-email", "change-email"], now);
      }
      const [user] = await tx
        .update(schema.users)
        .set({ isEmailVerified: true, ...(change && row.email ? { email: row.email } : {}) })
        .where(eq(schema.users.id, row.userId))
        .returning();
      if (!user) throw badRequest(INVALID_LINK);
      if (change) {
        await tx
          .insert(schema.auditLog)
          .values({ actorId: user.id, action: "email-changed", subject: `user:${user.id}`, details: { email: user.email }, at: now });
      } else if (user.passwordHash) {
        await redeemAuthToken(tx, token, "verify-email", now);
      }
      return {
        userId: user.id,
        email: user.email,
        name: user.fullName,
        hasPassword: user.passwordHash !== null,
        kind: change ? "email-change" : "activation",
      };
    }),
  );
}
