import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

/**
 * The `ref` of a member's own referral link (docs/business-rules.md#referral-link): their user id with a MAC, so
 * a link names whoever shared it and nobody can make one that credits someone else. Short on purpose: it is
 * pasted into chats. Layout: base36(userId) "." base64url(first 9 bytes of HMAC-SHA256).
 */
const MAC_BYTES = 9;
const CODE = /^([0-9a-z]{1,11})\.([A-Za-z0-9_-]{12})$/;

// HKDF gives the codes their own key, independent of the session HMAC key and the invitation cipher's key.
function macOf(secret: string, userId: number): Buffer {
  const key = Buffer.from(hkdfSync("sha256", secret, "investar", "referrer-code", 32));
  return createHmac("sha256", key).update(`referrer:${userId}`).digest().subarray(0, MAC_BYTES);
}

export function referrerCode(secret: string, userId: number): string {
  return `${userId.toString(36)}.${macOf(secret, userId).toString("base64url")}`;
}

/** The user id a code names, or null for anything we did not produce (mistyped, cut short, tampered with). */
export function referrerOfCode(secret: string, code: string): number | null {
  const match = CODE.exec(code.trim());
  if (!match) return null;
  const userId = Number.parseInt(match[1]!, 36);
  if (!Number.isSafeInteger(userId) || userId <= 0) return null;
  const given = Buffer.from(match[2]!, "base64url");
  return given.length === MAC_BYTES && timingSafeEqual(given, macOf(secret, userId)) ? userId : null;
}
