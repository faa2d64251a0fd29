import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The sign-in nonces of Google ID tokens that were accepted (ADR 0031, docs/business-rules.md#social-login-errors).
 * The server hands the sign-in page a signed one-time nonce; the ID token must carry it, and once a token
 * with it signed someone in (or went on to sign-up) the nonce is recorded here, so the same token, or any
 * other with that nonce, is refused by every instance. A row is of no use after the nonce itself expired.
 */
export const usedGoogleNonces = pgTable(
  "used_google_nonces",
  {
    /** SHA-256 of the nonce, base64url. */
    nonceHash: text("nonce_hash").primaryKey(),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("used_google_nonces_expires_at_idx").on(t.expiresAt)],
);
