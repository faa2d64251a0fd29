import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * The `rid` of a referral sign-up link (docs/business-rules.md#referral-link): the invitee's email, AES-256-GCM encrypted so the
 * address does not sit readable in links and logs, and authenticated so a tampered link is refused
 * rather than decoded into someone else's address. Layout: base64url(iv ‖ ciphertext ‖ tag).
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;
// Binds ciphertexts to this use: a value encrypted for another purpose under the same key never decrypts here.
const AAD = Buffer.from("investar:referral-email:v1");

// HKDF gives the referral cipher its own key, independent of the HMAC key sessions are signed with.
function keyFor(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "investar", "referral-email", 32));
}

export function encryptReferralEmail(secret: string, email: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyFor(secret), iv).setAAD(AAD);
  const body = Buffer.concat([cipher.update(email, "utf8"), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url");
}

/** The email inside a `rid`, or null for anything we did not produce (tampered, truncated, other key). */
export function decryptReferralEmail(secret: string, value: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(value)) return null;
  const bytes = Buffer.from(value, "base64url");
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFor(secret), bytes.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES }).setAAD(AAD);
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
