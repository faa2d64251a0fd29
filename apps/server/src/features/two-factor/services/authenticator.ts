import { Secret, TOTP } from "otpauth";
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS, TOTP_WINDOW_STEPS } from "@investar/core";
import { openSealedText, sealText } from "../../../auth/sealed-text.ts";
import { qrCodeDataUri } from "../../../integrations/qr/qr-code-data-uri.ts";

/** The TOTP side of two-factor sign-in (ADR 0031): otpauth computes the codes, this file fixes the parameters. */
const SEAL_PURPOSE = "totp-secret";
const ISSUER = "Investar";

function totpOf(secretBase32: string, account = ""): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: account,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit secret (RFC 4226's recommended size), as the base32 text authenticator apps take. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

export const sealTotpSecret = (sessionSecret: string, secretBase32: string): string => sealText(sessionSecret, SEAL_PURPOSE, secretBase32);

/** Null when the stored secret cannot be opened (SESSION_SECRET was changed): the enrolment must be redone. */
export const openTotpSecret = (sessionSecret: string, sealed: string): string | null => openSealedText(sessionSecret, SEAL_PURPOSE, sealed);

/** What the enrolment page shows: the otpauth:// URI as a QR code (an SVG data URI) and the secret to type in by hand. */
export async function enrolmentOffer(
  secretBase32: string,
  account: string,
): Promise<{ secret: string; otpauthUri: string; qrCode: string }> {
  const otpauthUri = totpOf(secretBase32, account).toString();
  return { secret: secretBase32, otpauthUri, qrCode: await qrCodeDataUri(otpauthUri) };
}

/**
 * The time step a six-digit code belongs to, when it is valid now (within one step either side), else
 * null. The step, not just "valid", so the caller can refuse a code of a step already used (a replay).
 */
export function stepOfCode(secretBase32: string, code: string, now: Date): number | null {
  const totp = totpOf(secretBase32);
  const timestamp = now.getTime();
  const delta = totp.validate({ token: code, timestamp, window: TOTP_WINDOW_STEPS });
  return delta === null ? null : totp.counter({ timestamp }) + delta;
}
