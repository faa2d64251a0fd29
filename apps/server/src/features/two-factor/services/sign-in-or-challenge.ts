import { and, eq, isNotNull } from "drizzle-orm";
import { roleIn, secondStepFor, SECOND_FACTOR_CHALLENGE_SECONDS } from "@investar/core";
import { schema, type Executor } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { signSecondFactorChallenge, type FirstFactor } from "../../../auth/second-factor-challenge.ts";
import { createSession, type IssuedSession } from "../../accounts/index.ts";

/**
 * What a first factor (a password, Google, Facebook, a reset link) earns: a session, or, for an account with
 * a confirmed authenticator, only a challenge for the code step (ADR 0031). The session's
 * `user.mustEnrolTwoFactor` marks an admin signed in under ADMIN_2FA=required without an authenticator: the page
 * sends them to enrol first.
 */
export type SignIn =
  { kind: "session"; session: IssuedSession } | { kind: "second-factor"; userId: number; challenge: string; expiresIn: number };

type SignInUser = Parameters<typeof createSession>[2];

export async function hasConfirmedAuthenticator(db: Executor, userId: number): Promise<boolean> {
  const a = schema.twoFactorAuthenticators;
  const [row] = await db
    .select({ userId: a.userId })
    .from(a)
    .where(and(eq(a.userId, userId), isNotNull(a.confirmedAt)))
    .limit(1);
  return Boolean(row);
}

/** Every login path ends here, so none of them can skip the code step. */
export async function signInOrChallenge(deps: AppDeps, db: Executor, user: SignInUser, via: FirstFactor): Promise<SignIn> {
  const enrolled = await hasConfirmedAuthenticator(db, user.id);
  if (secondStepFor({ enrolled, isAdmin: roleIn(user.role, deps.config.adminRoles) }, deps.config.adminTwoFactor) === "code") {
    const challenge = await signSecondFactorChallenge(deps.config.sessionSecret!, { userId: user.id, via }, deps.now());
    return { kind: "second-factor", userId: user.id, challenge, expiresIn: SECOND_FACTOR_CHALLENGE_SECONDS };
  }
  return { kind: "session", session: await createSession(deps, db, user, enrolled) };
}
