import { eq } from "drizzle-orm";
import { twoFactorMessages } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { readSecondFactorChallenge, type FirstFactor } from "../../../auth/second-factor-challenge.ts";
import { unauthorized } from "../../../errors.ts";
import { createSession, type IssuedSession } from "../../accounts/index.ts";
import type { CodeAttempt } from "../../../auth/code-attempt.ts";
import { withSecondFactor } from "./verify-second-factor.ts";

/**
 * POST auth/loginTwoFactor: the challenge from the first factor and a code (authenticator or recovery)
 * create the session. An expired or forged challenge, or one whose account has since lost its
 * authenticator, sends the user back to the first factor.
 */
export async function completeSecondFactorLogin(
  deps: AppDeps,
  challengeToken: string,
  code: string,
  client: Omit<CodeAttempt, "scope">,
): Promise<{ session: IssuedSession; via: FirstFactor }> {
  const challenge = await readSecondFactorChallenge(deps.config.sessionSecret!, challengeToken, deps.now());
  if (!challenge) throw unauthorized(twoFactorMessages.challengeExpired);
  const [user] = await deps.db.select().from(schema.users).where(eq(schema.users.id, challenge.userId)).limit(1);
  if (!user) throw unauthorized(twoFactorMessages.challengeExpired);
  const session = await withSecondFactor(deps, user.id, code, "confirmed", { ...client, scope: `challenge:${challenge.id}` }, (tx) =>
    createSession(deps, tx, user, true),
  );
  return { session, via: challenge.via };
}
