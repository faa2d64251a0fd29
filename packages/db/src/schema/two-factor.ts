import { integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users.ts";
import { userIdColumn } from "./user-id-column.ts";

/**
 * A staff account's TOTP authenticator (ADR 0031). A row with no `confirmedAt` is an enrolment
 * that was started (the QR code shown) but not yet confirmed with a first code: logins do not ask for a
 * code until it is. The shared secret is sealed (AES-256-GCM under a key derived from SESSION_SECRET), so a
 * database dump alone cannot mint codes.
 */
export const twoFactorAuthenticators = pgTable("two_factor_authenticators", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  sealedSecret: text("sealed_secret").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  /** The 30-second time step of the last code accepted: a code of that step or an earlier one is a replay. */
  lastUsedStep: integer("last_used_step"),
});

/** Ten single-use recovery codes per enrolment; only a SHA-256 of each is stored. */
export const twoFactorRecoveryCodes = pgTable(
  "two_factor_recovery_codes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: userIdColumn(),
    codeHash: text("code_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  // Also serves the look-ups by user (its first column).
  (t) => [uniqueIndex("two_factor_recovery_codes_user_hash_idx").on(t.userId, t.codeHash)],
);
