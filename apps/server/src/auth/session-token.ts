import { SignJWT, jwtVerify } from "jose";
import { LRUCache } from "lru-cache";
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

/**
 * Tokens whose signature has been checked, by secret and token. Every request of a signed-in customer checks
 * its token, and jose's check through WebCrypto (a key import and a thread-pool job) costs about 0.1 ms of CPU
 * each time, against 2 µs for a look-up here (ADR 0057#verified-session-tokens). The key is the whole token,
 * signature included, so only a string once verified under the same secret is found; expiry is checked on each
 * use, and the session row still is, by the principal's query.
 */
const verified = new LRUCache<string, SessionClaims>({ max: 20_000 });

/** Null for anything that is not a valid, unexpired token of ours. */
export async function verifySessionToken(secret: string, token: string, now: Date): Promise<SessionClaims | null> {
  const cacheKey = `${secret}\u0000${token}`;
  const known = verified.get(cacheKey);
  if (known) return known.exp * 1000 > now.getTime() ? known : null;
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ["HS256"], currentDate: now });
    if (typeof payload.id !== "number" || typeof payload.sid !== "string" || typeof payload.sub !== "string") return null;
    const claims = payload as unknown as SessionClaims;
    verified.set(cacheKey, claims);
    return claims;
  } catch {
    return null;
  }
}
