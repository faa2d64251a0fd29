import { createHash, randomBytes, randomInt } from "node:crypto";

/** 256 random bits, URL-safe; only its SHA-256 is stored. */
export function newOneTimeToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** docs/business-rules.md#other-patterns: activation codes are five digits with no zero. */
export function newActivationCode(): string {
  return Array.from({ length: 5 }, () => String(randomInt(1, 10))).join("");
}
