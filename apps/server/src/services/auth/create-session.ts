import { roleIn, type SessionUser } from "@investar/core";
import { schema, type Executor } from "@investar/db";
import type { AppDeps } from "../../deps.ts";
import { SESSION_TTL_SECONDS, signSessionToken } from "../../auth/session-token.ts";

export interface IssuedSession {
  token: string;
  expiresAt: Date;
  user: SessionUser & { isAdmin: boolean };
}

/** A server-side session row plus the JWT that points at it (docs/architecture.md#sessions). */
export async function createSession(
  deps: AppDeps,
  db: Executor,
  user: { id: number; fullName: string; role: string; email: string; isEmailVerified: boolean },
): Promise<IssuedSession> {
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
  return { token, expiresAt, user: { ...sessionUser, isAdmin: roleIn(user.role, deps.config.adminRoles) } };
}
