import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
    email: text("email").notNull().unique(),
    fullName: text("full_name").notNull(),
    mobileNo: text("mobile_no").notNull().default(""),
    city: text("city").notNull().default(""),
    role: text("role").notNull().default("Investor"),
    passwordHash: text("password_hash"),
    isEmailVerified: boolean("is_email_verified").notNull().default(false),
    regSrc: text("reg_src").notNull().default("Normal"),
    trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
);

/** A login session; the token's `sid` claim points here so logout and password change can revoke it. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);
