import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The one-time nonce a sign-in page asks for before it sends the visitor to Google (ADR 0031): Google puts
 * it in the ID token, so a token minted for another site or another visit, or stolen from a log, cannot
 * sign in here. Signed and dated rather than stored, so asking for one writes nothing; the database
 * records it only once a token carrying it was accepted (services/auth/claim-google-nonce.ts).
 */
export const GOOGLE_NONCE_SECONDS = 10 * 60;

// Its own key, derived from the session secret, so a nonce can never pass for any other signed value.
const nonceKey = (secret: string) => createHmac("sha256", secret).update("google-sign-in-nonce").digest();
const macOf = (secret: string, body: string) => createHmac("sha256", nonceKey(secret)).update(body).digest();

export function issueGoogleNonce(secret: string, now: Date): { nonce: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + GOOGLE_NONCE_SECONDS * 1000);
  const body = `${randomBytes(16).toString("base64url")}.${Math.floor(expiresAt.getTime() / 1000).toString(36)}`;
  return { nonce: `${body}.${macOf(secret, body).toString("base64url")}`, expiresAt };
}

/** When a nonce we issued expires, or null for one we did not issue, tampered with or already expired. */
export function readGoogleNonce(secret: string, nonce: string, now: Date): Date | null {
  const parts = nonce.split(".");
  if (parts.length !== 3) return null;
  const body = `${parts[0]}.${parts[1]}`;
  const given = Buffer.from(parts[2]!, "base64url");
  const wanted = macOf(secret, body);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return null;
  const expiresAt = new Date(parseInt(parts[1]!, 36) * 1000);
  return Number.isFinite(expiresAt.getTime()) && expiresAt > now ? expiresAt : null;
}
