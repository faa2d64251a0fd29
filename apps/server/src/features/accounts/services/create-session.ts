import { eq } from "drizzle-orm";
import { adminStanding, closureMessages, roleIn, type AdminStanding, type SessionUser } from "@investar/core";
import { schema, type Executor } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { AppError } from "../../../errors.ts";
import { SESSION_TTL_SECONDS, signSessionToken } from "../../../auth/session-token.ts";

export interface IssuedSession {
  token: string;
  expiresAt: Date;
  user: SessionUser & AdminStanding;
}

export const ACCOUNT_DISABLED_MESSAGE = "This account has been disabled. Please contact support.";

/**
 * A server-side session row plus the JWT that points at it (docs/architecture.md#sessions). Every way of
 * logging in (password, a mailed link, Google, Facebook) ends here, so a disabled account (docs/business-rules.md#back-office-customers) is
 * refused here once, after its credentials were checked: only someone who could log in learns it is disabled.
 */
export async function createSession(
  deps: AppDeps,
  db: Executor,
  user: { id: number; fullName: string; role: string; email: string; isEmailVerified: boolean },
  /** Whether the account has a confirmed authenticator: with ADMIN_2FA it decides the effective admin (core's adminStanding). */
  enrolled: boolean,
): Promise<IssuedSession> {
  const [state] = await db
    .select({ disabledAt: schema.users.disabledAt, closedAt: schema.users.closedAt })
    .from(schema.users)
    .where(eq(schema.users.id, user.id));
  if (state?.disabledAt) throw new AppError("AccountDisabled", ACCOUNT_DISABLED_MESSAGE, { status: 403 });
  // docs/business-rules.md#account-closure: closed by its owner, it logs in again only once reopened by the mailed link.
  if (state?.closedAt) throw new AppError("AccountClosed", closureMessages.closedLogin, { status: 403 });
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_SECONDS * 1000);
  // The app's clock, not the database's: how recent a login is is judged against deps.now().
  const [session] = await db
    .insert(schema.sessions)
    .values({ userId: user.id, createdAt: now, expiresAt })
    .returning({ id: schema.sessions.id });
  const sessionUser: SessionUser = {
    userId: user.id,
    name: user.fullName,
    role: user.role,
    email: user.email,
    isEmailVerified: user.isEmailVerified,
  };
  const token = await signSessionToken(deps.config.sessionSecret!, sessionUser, session!.id, expiresAt);
  const standing = adminStanding({ enrolled, adminRole: roleIn(user.role, deps.config.adminRoles) }, deps.config.adminTwoFactor);
  return { token, expiresAt, user: { ...sessionUser, ...standing } };
}
