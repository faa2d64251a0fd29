/**
 * Two-factor sign-in for staff (ADR 0031): the rules that need no clock, database or crypto. The TOTP
 * arithmetic itself (RFC 6238) is the otpauth library's on the server (ADR 0031).
 */

/** ADMIN_2FA: `required` makes every admin role enrol an authenticator before doing anything else. */
export type AdminTwoFactorPolicy = "optional" | "required";

/** What authenticator apps assume when a QR code names nothing else: SHA-1, six digits, 30 seconds. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** One step either side: a phone whose clock is up to 30 seconds off still signs in. */
export const TOTP_WINDOW_STEPS = 1;
/** Shown once, at enrolment; each works once. */
export const RECOVERY_CODE_COUNT = 10;
/** How long the password step's challenge waits for the code: long enough to open the app, short enough to be useless if it leaks. */
export const SECOND_FACTOR_CHALLENGE_SECONDS = 5 * 60;

/** Recovery code letters: lowercase letters and digits without 0/o, 1/l/i, which are misread when copied from paper. */
export const RECOVERY_CODE_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";
export const RECOVERY_CODE_LENGTH = 12;

export const twoFactorMessages = {
  codeNeeded: "Enter the six-digit code from your authenticator app.",
  codeFormat: "Enter the six-digit code from your authenticator app, or one of your recovery codes.",
  wrongCode: "That code is not right. Enter the current code from your authenticator app, or an unused recovery code.",
  replayedCode: "That code has already been used. Wait for the next code in your authenticator app.",
  challengeExpired: "Your sign-in took too long or is not valid any more. Log in again with your password.",
  challengeSpent: "Too many wrong codes for this sign-in. Log in again with your password.",
  enrolmentRequired: "Set up two-factor sign-in before using the back office.",
  alreadyEnrolled: "Two-factor sign-in is already on for your account. Turn it off first to set up a new authenticator.",
  notStarted: "Start the set-up again: scan a new QR code, then enter its code.",
  notEnrolled: "Two-factor sign-in is not on for your account.",
} as const;

export type SecondFactorCode = { kind: "totp"; code: string } | { kind: "recovery"; code: string };

const RECOVERY_PATTERN = new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`);

/**
 * What was typed in the code box: six digits are an authenticator code, twelve code letters a recovery
 * code. Spaces and hyphens are ignored (apps show "123 456", recovery codes are printed "abcd-efgh-jkmn")
 * and so is case; anything else is null.
 */
export function readSecondFactorCode(input: string): SecondFactorCode | null {
  const compact = input.replace(/[\s-]+/g, "").toLowerCase();
  if (new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(compact)) return { kind: "totp", code: compact };
  if (RECOVERY_PATTERN.test(compact)) return { kind: "recovery", code: compact };
  return null;
}

/** "abcdefghjkmn" → "abcd-efgh-jkmn": how a recovery code is shown and printed. */
export function formatRecoveryCode(code: string): string {
  return code.match(/.{1,4}/g)?.join("-") ?? code;
}

/**
 * What a login must do after the password (or the social provider) proved who it is: ask for a code when
 * the account has a confirmed authenticator (whatever its role now: a demoted admin keeps the protection);
 * otherwise sign in, and for an admin under ADMIN_2FA=required send them to enrol first.
 */
export function secondStepFor(account: { enrolled: boolean; isAdmin: boolean }, policy: AdminTwoFactorPolicy): "code" | "enrol" | "none" {
  if (account.enrolled) return "code";
  return account.isAdmin && policy === "required" ? "enrol" : "none";
}

/** Who a signed-in account is to the authorization checks (ADR 0031, docs/business-rules.md#effective-admin). */
export interface AdminStanding {
  /** The effective admin: an admin role whose second factor holds. The only flag any authorization check reads. */
  isAdmin: boolean;
  /** An admin role that ADMIN_2FA=required still sends to enrol: a customer everywhere except the enrolment routes and page. */
  mustEnrolTwoFactor: boolean;
}

/**
 * The one effective-admin decision, made where a session is resolved: an admin role that must still enrol an
 * authenticator is not an admin anywhere (not even for another customer's `userId`) until it has enrolled.
 * An enrolled account only ever gets a session after the code step, so its admin role holds as it is.
 */
export function adminStanding(account: { enrolled: boolean; adminRole: boolean }, policy: AdminTwoFactorPolicy): AdminStanding {
  const mustEnrolTwoFactor = secondStepFor({ enrolled: account.enrolled, isAdmin: account.adminRole }, policy) === "enrol";
  return { isAdmin: account.adminRole && !mustEnrolTwoFactor, mustEnrolTwoFactor };
}
