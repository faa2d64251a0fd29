import { SignJWT, jwtVerify } from "jose";
import type { SessionUser } from "@investar/core";

export const SESSION_COOKIE = "investar_session";
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

/** docs/architecture.md#sessions: HS256 with claims id, sub, UserRole, email, IsEmailVerified, exp and sid. */
export interface SessionClaims {
  id: number;
  sub: string;
  UserRole: string;
  email: string;
  IsEmailVerified: boolean;
  name: string;
  sid: string;
  exp: number;
}

const key = (secret: string) => new TextEncoder().encode(secret);

export async function signSessionToken(secret: string, user: SessionUser, sessionId: string, expiresAt: Date): Promise<string> {
  return new SignJWT({
    id: user.userId,
    UserRole: user.role,
    email: user.email,
    IsEmailVerified: user.isEmailVerified,
    name: user.name,
    sid: sessionId,
  })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(user.userId))
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key(secret));
}

/** Null for anything that is not a valid, unexpired token of ours. */
export async function verifySessionToken(secret: string, token: string, now: Date): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ["HS256"], currentDate: now });
    if (typeof payload.id !== "number" || typeof payload.sid !== "string" || typeof payload.sub !== "string") return null;
    return payload as unknown as SessionClaims;
  } catch {
    return null;
  }
}
