import { randomInt } from "node:crypto";
import { RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH, formatRecoveryCode } from "@investar/core";
import { hashToken } from "../../../auth/one-time-token.ts";

/**
 * A new set of recovery codes: what the admin is shown once (grouped for reading) and what is stored, a
 * SHA-256 of each. Twelve letters of a 31-letter alphabet are 59 random bits, too many to guess through
 * the code step's limit and, being random, not worth a slow hash.
 */
export function newRecoveryCodes(): { shown: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: RECOVERY_CODE_LENGTH }, () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)]).join(""),
  );
  return { shown: codes.map(formatRecoveryCode), hashes: codes.map(hashToken) };
}
