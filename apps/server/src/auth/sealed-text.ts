import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Short texts kept secret under SESSION_SECRET: AES-256-GCM, so a sealed value is unreadable without the
 * secret and a tampered one is refused rather than opened into something else. Each purpose has its own
 * key (HKDF, independent of the HMAC key sessions are signed with) and its own additional data, so a value
 * sealed for one use never opens for another. Layout: base64url(iv ‖ ciphertext ‖ tag).
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;

const keyFor = (secret: string, purpose: string) => Buffer.from(hkdfSync("sha256", secret, "investar", purpose, 32));
const aadFor = (purpose: string) => Buffer.from(`investar:${purpose}:v1`);

export function sealText(secret: string, purpose: string, text: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyFor(secret, purpose), iv).setAAD(aadFor(purpose));
  const body = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url");
}

/** The text inside a sealed value, or null for anything not sealed for this purpose under this secret. */
export function openSealedText(secret: string, purpose: string, value: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(value)) return null;
  const bytes = Buffer.from(value, "base64url");
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFor(secret, purpose), bytes.subarray(0, IV_BYTES), {
      authTagLength: TAG_BYTES,
    }).setAAD(aadFor(purpose));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
