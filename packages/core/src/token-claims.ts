import type { SessionUser } from "./roles.ts";

export class InvalidTokenError extends Error {
  constructor() {
    super("The session token is not a valid JWT.");
  }
}

function decodeBase64Url(segment: string): string {
  const base64 = segment
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(segment.length / 4) * 4, "=");
  const binary = atob(base64);
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/**
 * docs/business-rules.md#logged-in-user: the logged-in user comes from the token's claims id, sub, UserRole, email, IsEmailVerified.
 * docs/business-rules.md#invalid-token: a token that is not a three-part JWT is an error. Reads claims only; the server verifies.
 */
export function userFromToken(token: string): SessionUser & { expiresAt: Date } {
  const parts = token.split(".");
  if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]+$/.test(part))) throw new InvalidTokenError();
  let claims: Record<string, unknown>;
  try {
    claims = JSON.parse(decodeBase64Url(parts[1]!)) as Record<string, unknown>;
  } catch {
    throw new InvalidTokenError();
  }
  const id = Number(claims.id ?? claims.sub);
  if (!Number.isInteger(id) || typeof claims.exp !== "number") throw new InvalidTokenError();
  return {
    userId: id,
    name: typeof claims.name === "string" ? claims.name : "",
    role: typeof claims.UserRole === "string" ? claims.UserRole : "",
    email: typeof claims.email === "string" ? claims.email : "",
    isEmailVerified: claims.IsEmailVerified === true || claims.IsEmailVerified === "True" || claims.IsEmailVerified === "true",
    expiresAt: new Date(claims.exp * 1000),
  };
}

/** docs/business-rules.md#login-and-logout: logged in means a token exists and has not expired. */
export function isTokenLive(token: string | null | undefined, now: Date): boolean {
  if (!token) return false;
  try {
    return userFromToken(token).expiresAt > now;
  } catch {
    return false;
  }
}
