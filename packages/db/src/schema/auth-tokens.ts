import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.ts";
import { userIdColumn } from "./user-id-column.ts";
import { partOf } from "./reference-columns.ts";
import { SEARCHED_GIN } from "./searched-gin.ts";

/**
 * Single-use links sent by email: activation (`verify-email`, which may set the first password), the new
 * address of an email change (`change-email`, verifies only), the old address's "this was not me" link
 * (`cancel-email-change`) and password reset. Only a SHA-256 of the 256-bit token is stored, so a
 * database leak cannot be turned into working links.
 */
export const authTokens = pgTable(
  "auth_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: userIdColumn(),
    purpose: text("purpose")
      .$type<"verify-email" | "change-email" | "cancel-email-change" | "reset-password" | "reopen-account">()
      .notNull(),
    /** The address the link was sent to: the one it verifies, or for a cancel link the address to keep. */
    email: text("email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  // The retention pass deletes by expiry in bounded batches (docs/business-rules.md#retention, ADR 0056).
  (t) => [index("auth_tokens_user_idx").on(t.userId, t.purpose), index("auth_tokens_expires_idx").on(t.expiresAt)],
);

/** Short numeric codes sent by SMS or email (mobile change, intraday activation, mobile trial). */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: userIdColumn(),
    purpose: text("purpose").$type<"mobile-change" | "intraday" | "mobile-trial" | "sign-up" | "account-closure">().notNull(),
    target: text("target").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("verification_codes_user_idx").on(t.userId, t.purpose), index("verification_codes_expires_idx").on(t.expiresAt)],
);

/** Every password login attempt, for the per-account limit of failures per hour. */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: userIdColumn(),
    succeeded: integer("succeeded").notNull(),
    ip: text("ip"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("login_attempts_user_at_idx").on(t.userId, t.at), index("login_attempts_at_idx").on(t.at)],
);

export const referrals = pgTable(
  "referrals",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** docs/business-rules.md#referral-states calls the inviting user the referee. */
    refereeId: partOf("referee_id", () => users.id),
    email: text("email").notNull(),
    status: text("status").$type<"Invited" | "Registered" | "Subscribed">().notNull().default("Invited"),
    referredUserId: integer("referred_user_id").references(() => users.id, { onDelete: "set null" }),
    invitedAt: timestamp("invited_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // An erasure finds the invitations sent to the address whatever its case, and the user row's deletion
  // checks referred_user_id (ADR 0056).
  (t) => [
    index("referrals_referee_idx").on(t.refereeId),
    index("referrals_email_idx").on(t.email),
    index("referrals_email_lower_idx").on(sql`lower(${t.email})`),
    index("referrals_referred_user_idx").on(t.referredUserId),
  ],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer("actor_id"),
    action: text("action").notNull(),
    subject: text("subject"),
    details: jsonb("details").$type<Record<string, unknown>>(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The back office's audit page filters by subject (a customer's trail) and by actor, newest first; its
  // pages are keyed on (at, id) and its action and subject filters match any part (ADR 0055). An action
  // filter is turned into the actions it matches first, then read by equality, newest first.
  (t) => [
    index("audit_log_at_id_idx").on(t.at, t.id),
    index("audit_log_action_at_id_idx").on(t.action, t.at, t.id),
    index("audit_log_subject_trgm_idx").using("gin", t.subject.op("gin_trgm_ops")).with(SEARCHED_GIN),
    index("audit_log_subject_at_idx").on(t.subject, t.at),
    index("audit_log_actor_at_idx").on(t.actorId, t.at),
    // An erasure takes the account's details out of the rows that mention its address: this index of the
    // addresses each row's details mention finds them without reading the whole log (ADR 0056).
    index("audit_log_mentions_idx").using("gin", sql`mentioned_addresses(${t.details}::text)`),
  ],
);
