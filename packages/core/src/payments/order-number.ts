/**
 * The number a customer, the gateway and support see ("INV-2026-7KQ4M0ZD9A"). Opaque: random, so
 * it tells nobody how many orders we take and cannot be guessed from a neighbour. Crockford's
 * base32 leaves out I, L, O and U, which are misread over the phone. The year is India's.
 */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const RANDOM_CHARS = 10; // 50 bits: collisions are negligible, and the column is unique anyway
const IST_OFFSET_MS = 330 * 60_000;

export const orderNumberPattern = /^INV-\d{4}-[0-9A-HJKMNP-TV-Z]{10}$/;

export function isOrderNumber(value: unknown): value is string {
  return typeof value === "string" && orderNumberPattern.test(value);
}

type FillRandom = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array;

export function newOrderNumber(now: Date, fillRandom: FillRandom = (bytes) => globalThis.crypto.getRandomValues(bytes)): string {
  const year = new Date(now.getTime() + IST_OFFSET_MS).getUTCFullYear();
  const bytes = fillRandom(new Uint8Array(RANDOM_CHARS));
  // 256 is a multiple of 32, so taking each byte modulo 32 is unbiased.
  const suffix = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join("");
  return `INV-${year}-${suffix}`;
}
