import { createCipheriv, createDecipheriv, createHash } from "node:crypto";

/**
 * CCAvenue's cipher (docs/architecture.md#card-gateway): AES-128-CBC with PKCS#7 padding, key = the raw 16-byte MD5 of the
 * working key, IV = bytes 0x00..0x0f, ciphertext as lowercase hex. A fixed IV and no MAC are their
 * protocol's, not our choice: equal requests give equal ciphertexts and a changed ciphertext decrypts
 * to altered text rather than failing. That is why every response is checked against the order and
 * the outcome is re-queried server-to-server before anything is fulfilled.
 *
 * node:crypto rather than WebCrypto: MD5 is not in WebCrypto, and only the server holds the key.
 */
const IV = Buffer.from([0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x0e, 0x0f]);

function keyOf(workingKey: string): Buffer {
  return createHash("md5").update(workingKey, "utf8").digest();
}

export function ccavenueEncrypt(plaintext: string, workingKey: string): string {
  const cipher = createCipheriv("aes-128-cbc", keyOf(workingKey), IV);
  return Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]).toString("hex");
}

export class CcavenueCipherError extends Error {}

/** Throws CcavenueCipherError for anything that is not our key's ciphertext of UTF-8 text. */
export function ccavenueDecrypt(hex: string, workingKey: string): string {
  const text = hex.trim();
  if (text.length === 0 || text.length % 32 !== 0 || !/^[0-9a-fA-F]+$/.test(text))
    throw new CcavenueCipherError("not a CCAvenue ciphertext");
  try {
    const decipher = createDecipheriv("aes-128-cbc", keyOf(workingKey), IV);
    const plain = Buffer.concat([decipher.update(Buffer.from(text, "hex")), decipher.final()]);
    return new TextDecoder("utf-8", { fatal: true }).decode(plain);
  } catch {
    // Bad padding or bytes that are not text: another key, or a damaged message.
    throw new CcavenueCipherError("cannot be decrypted with this working key");
  }
}

/**
 * Request fields as CCAvenue's kits send them: `name=value` pairs joined by `&`, values URL-encoded
 * (spaces as `+`, like PHP's urlencode).
 */
export function encodeFields(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

/** The decrypted response's `name=value&…` pairs; the first occurrence of a name wins. */
export function decodeFields(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text)) if (!(name in fields)) fields[name] = value;
  return fields;
}
