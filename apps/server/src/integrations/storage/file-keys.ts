/**
 * Keys name files in the store: "/"-separated segments of letters, digits and a few safe marks, never
 * starting with a dot (so no "." or ".." and no hidden temporary files), at most 1024 bytes as S3 allows.
 * The same key must mean the same file on disk and in a bucket, so the rules are the strictest of both.
 */
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._()+ -]{0,199}$/;
const MAX_KEY_BYTES = 1024;

export class InvalidFileKeyError extends Error {}

const isSegment = (segment: string) => SEGMENT.test(segment) && !segment.endsWith(" ");

export function isFileKey(key: string): boolean {
  return Buffer.byteLength(key) <= MAX_KEY_BYTES && key.split("/").every(isSegment);
}

/** A prefix to list under: "" (everything), whole segments ending in "/", or a key's beginning. */
export function isKeyPrefix(prefix: string): boolean {
  if (prefix === "") return true;
  const segments = (prefix.endsWith("/") ? prefix.slice(0, -1) : prefix).split("/");
  const last = segments.pop()!;
  return Buffer.byteLength(prefix) <= MAX_KEY_BYTES && segments.every(isSegment) && SEGMENT.test(last);
}

/** Stores call this on every key they are given; a caller turning client input into a key checks it first with isFileKey. */
export function assertFileKey(key: string): string {
  if (!isFileKey(key)) throw new InvalidFileKeyError(`Not a valid file key: ${JSON.stringify(key.slice(0, 200))}`);
  return key;
}

export function assertKeyPrefix(prefix: string): string {
  if (!isKeyPrefix(prefix)) throw new InvalidFileKeyError(`Not a valid key prefix: ${JSON.stringify(prefix.slice(0, 200))}`);
  return prefix;
}
