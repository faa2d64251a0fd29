import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { mailHit } from "../../messaging/index.ts";
import { takeLimits } from "../../messaging/index.ts";
import { issueActivationLink } from "./issue-activation-link.ts";

/**
 * Sends a fresh activation link to an account that has not chosen a password or verified its email.
 * Answers the same whether or not it sent anything, so it tells nobody which ids exist.
 */
export async function resendActivationEmail(deps: AppDeps, userId: number, returnUrl: string | null = null): Promise<void> {
  const sent = await deps.db.transaction(async (tx) => {
    const [user] = await tx.select().from(schema.users).where(eq(schema.users.id, userId)).limit(1);
    if (!user || (user.isEmailVerified && user.passwordHash)) {
      // Counted though nothing is sent, so the limit's 429 does not tell which ids have an unverified account.
      await takeLimits(tx, deps.now(), [mailHit(`user:${userId}`)]);
      return false;
    }
    await issueActivationLink(deps, tx, { id: user.id, email: user.email, name: user.fullName, language: user.language }, returnUrl);
    return true;
  });
  if (sent) deps.mail.nudge();
}
