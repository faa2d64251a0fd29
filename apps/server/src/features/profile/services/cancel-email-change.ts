import { and, eq, isNull } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { badRequest } from "../../../errors.ts";
import { refusingTakenEmail } from "../../accounts/index.ts";
import { findUserRow } from "./get-profile.ts";
import { ACCOUNT_TAKEOVER_LINKS, INVALID_LINK, redeemAuthToken, retireAuthTokens } from "../../accounts/index.ts";

export interface CancelledEmailChange {
  /** The address the account logs in with now: the one the notice went to. */
  email: string;
  /** True when the new address had already been confirmed and the account was moved back. */
  reverted: boolean;
  signedOutSessions: number;
}

/**
 * The "this was not me" link of the notice sent to the old address (ADR 0011). One click cancels the
 * pending change, or moves the account back if the new address was already confirmed, retires every
 * pending email-change and reset link and signs every device out: whoever asked for the change had the
 * password or a session, so the owner should choose a new password next.
 */
export async function cancelEmailChange(deps: AppDeps, token: string): Promise<CancelledEmailChange> {
  const now = deps.now();
  return refusingTakenEmail(deps, () =>
    deps.db.transaction(async (tx) => {
      const link = await redeemAuthToken(tx, token, "cancel-email-change", now);
      if (!link.email) throw badRequest(INVALID_LINK);
      const user = await findUserRow(tx, link.userId);
      const reverted = user.email.toLowerCase() !== link.email.toLowerCase();
      // Opening the link proves the old address again, so it is verified either way.
      await tx.update(schema.users).set({ email: link.email, isEmailVerified: true }).where(eq(schema.users.id, user.id));
      await retireAuthTokens(tx, link.userId, ACCOUNT_TAKEOVER_LINKS, now);
      const revoked = await tx
        .update(schema.sessions)
        .set({ revokedAt: now })
        .where(and(eq(schema.sessions.userId, link.userId), isNull(schema.sessions.revokedAt)))
        .returning({ id: schema.sessions.id });
      await tx.insert(schema.auditLog).values({
        actorId: null,
        action: "email-change-cancelled",
        subject: `user:${link.userId}`,
        details: { keptEmail: link.email, revertedFrom: reverted ? user.email : null, signedOutSessions: revoked.length },
        at: now,
      });
      return { email: link.email, reverted, signedOutSessions: revoked.length };
    }),
  );
}
