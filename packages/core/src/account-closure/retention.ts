/**
 * How long personal data is kept (docs/business-rules.md#retention): each period, and the moment before
 * which a record has outlived it, as of `now`. The privacy pass erases what lies before these moments.
 */
const DAY_MS = 86_400_000;

export const RETENTION_DAYS = {
  /** A closed account can be reopened for this long; then its erasure is final. */
  closedAccount: 7,
  /** A sign-up whose address was never confirmed and that never paid. */
  unactivatedSignUp: 30,
  /** Login attempts (with their IP address) and ended sessions: security logs, one year. */
  loginRecords: 365,
  /** Mails and SMS once sent (or given up on): the outbox keeps them for delivery questions. */
  sentMessages: 90,
  /** Single-use links and codes after they expired or were used. */
  spentTokens: 30,
} as const;

export type RetentionKind = keyof typeof RETENTION_DAYS;

/** The instant before which a record of `kind` has outlived its period. */
export function retentionCutoff(kind: RetentionKind, now: Date): Date {
  return new Date(now.getTime() - RETENTION_DAYS[kind] * DAY_MS);
}

/** When a closure taken at `closedAt` becomes final (the reopen link stops working then too). */
export function closureFinalAt(closedAt: Date): Date {
  return new Date(closedAt.getTime() + RETENTION_DAYS.closedAccount * DAY_MS);
}
