import { and, count, eq, gt } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../deps.ts";
import { verifyPassword } from "../../auth/passwords.ts";
import { AppError } from "../../errors.ts";
import { createSession, type IssuedSession } from "./create-session.ts";
import { findUserByLoginName } from "./find-user-by-login-name.ts";

export const MAX_FAILED_LOGINS_PER_HOUR = 100;
export const LOGIN_FAILURE_MESSAGE = "Invalid username or password.";

export class LoginFailure extends AppError {
  constructor() {
    super("login_failure", LOGIN_FAILURE_MESSAGE, { login_failure: [LOGIN_FAILURE_MESSAGE] }, 401);
  }
}

/** `userName` is an email or a numeric user id (SPEC §7 auth/login). */
export async function logInWithPassword(deps: AppDeps, userName: string, password: string, ip: string): Promise<IssuedSession> {
  const user = await findUserByLoginName(deps.db, userName);

  if (user) {
    const since = new Date(deps.now().getTime() - 60 * 60 * 1000);
    const [failures] = await deps.db
      .select({ n: count() })
      .from(schema.loginAttempts)
      .where(and(eq(schema.loginAttempts.userId, user.id), eq(schema.loginAttempts.succeeded, 0), gt(schema.loginAttempts.at, since)));
    if ((failures?.n ?? 0) >= MAX_FAILED_LOGINS_PER_HOUR) {
      throw new AppError("RateLimited", "Too many failed login attempts for this account. Try again in an hour, or reset your password.");
    }
  }

  // Always verify, even without an account, so timing does not reveal which accounts exist.
  const ok = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user) throw new LoginFailure();
  await deps.db.insert(schema.loginAttempts).values({ userId: user.id, succeeded: ok ? 1 : 0, ip, at: deps.now() });
  if (!ok) throw new LoginFailure();
  return createSession(deps, deps.db, user);
}
