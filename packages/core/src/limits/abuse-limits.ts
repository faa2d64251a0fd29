/**
 * The abuse limits of ADR 0015 as named rules. The server's limiter counts hits per rule and key in
 * PostgreSQL (every instance shares them); these rules say how many hits a sliding window allows and
 * what a refused caller is told.
 */
export interface LimitRule {
  /** Stored with each hit; never rename a rule that is in use (its counts would restart). */
  name: string;
  max: number;
  windowMs: number;
  /** Complete sentence naming what was refused; the limiter appends when to try again. */
  refusal: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const limitRules = {
  /** SMS pumping: codes to one mobile number, from any account and any route. */
  codesPerMobile: { name: "codes-per-mobile", max: 5, windowMs: HOUR, refusal: "We have sent too many codes to this mobile number." },
  /** Codes asked for by one account, by SMS or email, from any route. */
  codesPerAccount: { name: "codes-per-account", max: 10, windowMs: DAY, refusal: "Your account has asked for too many codes today." },
  /** Mail bombing: reset, user id, activation and email-change mails (and emailed codes) to one address. */
  mailsPerAddress: { name: "mails-per-address", max: 5, windowMs: HOUR, refusal: "We have sent too many emails to this address." },
  /** Failed logins to one account from clients it has not seen log in (ADR 0015). */
  loginFailuresPerAccount: {
    name: "login-failures-per-account",
    max: 100,
    windowMs: HOUR,
    refusal:
      "Too many failed login attempts for this account from new devices. Log in from a browser you have used before, or reset your password.",
  },
  /** Failed logins from one remembered browser (device cookie) to an account it logged in to: others' failures never count here. */
  loginFailuresPerDevice: {
    name: "login-failures-per-device",
    max: 20,
    windowMs: 15 * MINUTE,
    refusal: "Too many failed login attempts from this browser.",
  },
  /** Failed logins from one IP address across all accounts; remembered browsers are exempt, so it never locks an owner out. */
  loginFailuresPerIp: {
    name: "login-failures-per-ip",
    max: 300,
    windowMs: 15 * MINUTE,
    refusal: "Too many failed login attempts from your network.",
  },
  /**
   * Wrong authenticator codes on one sign-in (the challenge a password or social login answered) or, signed
   * in, one session (ADR 0031): a six-digit code has a million values and three are valid at a time. Five
   * misses end that sign-in; the next needs the password (or Google) again, which has its own limits.
   */
  secondFactorFailuresPerChallenge: {
    name: "second-factor-failures-per-challenge",
    max: 5,
    windowMs: 15 * MINUTE,
    // A login's code step answers twoFactorMessages.challengeSpent (401) instead: that sign-in is over.
    refusal: "Too many wrong codes.",
  },
  /**
   * Wrong authenticator codes for one account from one browser that logged in to it before (device cookie),
   * or else from one address: a stranger who knows the password fills only their own counter, never the
   * owner's (ADR 0031). Recovery codes are never refused by either counter.
   */
  secondFactorFailuresPerDevice: {
    name: "second-factor-failures-per-device",
    max: 10,
    windowMs: 15 * MINUTE,
    refusal: "Too many wrong codes from this browser. One of your recovery codes still works.",
  },
  /** Card checkouts started by one account. */
  checkoutsPerAccount: { name: "checkouts-per-account", max: 20, windowMs: HOUR, refusal: "You have started too many payments." },
} as const satisfies Record<string, LimitRule>;

/** Card orders created or pending at once per customer (ADR 0015). */
export const MAX_OPEN_CARD_ORDERS = 5;

export const openCardOrdersMessage = (max: number = MAX_OPEN_CARD_ORDERS) =>
  `You already have ${max} card payments that are not finished. Complete or cancel one of them at the bank, or wait for them to lapse (about a day), before starting another.`;

export type LimitDecision = { allowed: true } | { allowed: false; retryAt: Date };

/**
 * Sliding window: a hit is allowed while fewer than `max` hits fall in the window ending now. Refused,
 * the caller may try again once enough old hits have left it (the oldest that must leave is the
 * `count - max + 1`-th from the start). `hits` may be in any order and include older ones.
 */
export function decideLimit(rule: Pick<LimitRule, "max" | "windowMs">, hits: readonly Date[], now: Date): LimitDecision {
  const since = now.getTime() - rule.windowMs;
  const inWindow = hits
    .map((hit) => hit.getTime())
    .filter((time) => time > since && time <= now.getTime())
    .sort((a, b) => a - b);
  if (inWindow.length < rule.max) return { allowed: true };
  return { allowed: false, retryAt: new Date(inWindow[inWindow.length - rule.max]! + rule.windowMs) };
}

/** "in 1 minute", "in 42 minutes", "in 3 hours": rounded up so the caller never comes back too early. */
export function waitText(retryAt: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / MINUTE));
  if (minutes < 120) return `in ${minutes} minute${minutes === 1 ? "" : "s"}`;
  return `in ${Math.ceil(minutes / 60)} hours`;
}

export function limitRefusal(rule: Pick<LimitRule, "refusal">, retryAt: Date, now: Date): string {
  return `${rule.refusal} Please try again ${waitText(retryAt, now)}.`;
}
