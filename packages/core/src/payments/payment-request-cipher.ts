/**
 * docs/business-rules.md#payment-request-encryption: the payment request (form, selItems, target, userId, currency, paymentGateway) travels from
 * the page to `payment/EncryptFor…` encrypted with "a key derivation of 100 iterations and an AES
 * cipher". We keep that for compatibility, but it is obfuscation, not a security boundary: the page
 * holds the passphrase, TLS protects the wire, and the server re-quotes instead of trusting any
 * amount in it (ADR 0007). AES-GCM rather than CBC because it is authenticated: a changed byte makes
 * decryption fail instead of yielding altered text, and there is no padding to probe.
 *
 * WebCrypto only, so the browser and the server run this same file.
 * Layout: base64(salt[16] ‖ iv[12] ‖ ciphertext ‖ tag[16]).
 */
export const PAYMENT_REQUEST_KDF_ITERATIONS = 100;
const SALT_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;
// Binds ciphertexts to this use, so text encrypted under the same passphrase for anything else never decrypts here.
const AAD = new TextEncoder().encode("investar:payment-request:v1");

async function deriveKey(passphrase: string, salt: Uint8Array<ArrayBuffer>, usage: KeyUsage): Promise<CryptoKey> {
  const subtle = globalThis.crypto.subtle;
  const material = await subtle.importKey("raw", new TextEncoder().encode(passphrase), "PBKDF2", false, ["deriveKey"]);
  return subtle.deriveKey(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations: PAYMENT_REQUEST_KDF_ITERATIONS },
    material,
    { name: "AES-GCM", length: 256 },
    false,
    [usage],
  );
}

/** Fixed salt and IV exist for known-answer tests only; real calls take fresh random ones. */
export async function encryptPaymentRequest(
  passphrase: string,
  plaintext: string,
  fixed?: { salt: Uint8Array<ArrayBuffer>; iv: Uint8Array<ArrayBuffer> },
): Promise<string> {
  const salt = fixed?.salt ?? globalThis.crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const iv = fixed?.iv ?? globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const key = await deriveKey(passphrase, salt, "encrypt");
  const sealed = new Uint8Array(
    await globalThis.crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: AAD }, key, new TextEncoder().encode(plaintext)),
  );
  const out = new Uint8Array(salt.length + iv.length + sealed.length);
  out.set(salt, 0);
  out.set(iv, salt.length);
  out.set(sealed, salt.length + iv.length);
  return toBase64(out);
}

/** The plaintext, or null for anything we did not encrypt with this passphrase (tampered, truncated, not base64). */
export async function decryptPaymentRequest(passphrase: string, payload: string): Promise<string | null> {
  const bytes = fromBase64(payload.trim());
  if (!bytes || bytes.length < SALT_BYTES + IV_BYTES + TAG_BYTES) return null;
  const salt = bytes.slice(0, SALT_BYTES);
  const iv = bytes.slice(SALT_BYTES, SALT_BYTES + IV_BYTES);
  try {
    const key = await deriveKey(passphrase, salt, "decrypt");
    const plain = await globalThis.crypto.subtle.decrypt(
      { name: "AES-GCM", iv, additionalData: AAD },
      key,
      bytes.slice(SALT_BYTES + IV_BYTES),
    );
    return new TextDecoder("utf-8", { fatal: true }).decode(plain);
  } catch {
    return null;
  }
}

// btoa/atob work on "binary strings"; both exist in browsers and in Node.
function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) return null;
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
