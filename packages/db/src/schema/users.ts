import { sql } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { partOf } from "./reference-columns.ts";
import { SEARCHED_GIN } from "./searched-gin.ts";

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
    /** Stored as typed; unique without regard to case (the index below), so A@x.in and a@x.in are one account. */
    email: text("email").notNull(),
    fullName: text("full_name").notNull(),
    mobileNo: text("mobile_no").notNull().default(""),
    city: text("city").notNull().default(""),
    role: text("role").notNull().default("Investor"),
    passwordHash: text("password_hash"),
    isEmailVerified: boolean("is_email_verified").notNull().default(false),
    regSrc: text("reg_src").notNull().default("Normal"),
    trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the account first paid for a desktop or mobile subscription (an order of more than nothing, paid or later
     * refunded): set once by a trigger on orders (migration 0050), for the dashboard's trial conversion (ADR 0063).
     */
    firstPaidSubscriptionAt: timestamp("first_paid_subscription_at", { withTimezone: true }),
    // Member info (my-profile)
    gender: text("gender"),
    dateOfBirth: date("date_of_birth", { mode: "string" }),
    occupation: text("occupation"),
    tradingExperience: text("trading_experience"),
    // Contact info (my-profile); city is 'Other' when otherCity holds the typed name
    country: text("country"),
    state: text("state"),
    otherCity: text("other_city"),
    address: text("address"),
    pinCode: text("pin_code"),
    profilePicture: text("profile_picture"),
    // Marketing is opt-in (ADR 0034): accounts made without asking (CLI, imports) get none of it.
    subscriptionFlags: jsonb("subscription_flags").$type<SubscriptionFlags>().notNull().default({
      newsletter: false,
      productUpdates: true,
      webinarInvites: false,
      offers: false,
      renewalReminders: true,
    }),
    // Where they came from (docs/business-rules.md#registration-variants registration variants)
    registrationIp: text("registration_ip"),
    utmSource: text("utm_source"),
    /** First-touch ad parameters of the landing visit (docs/business-rules.md#acquisition); utm_source is also in utmSource. */
    acquisition: jsonb("acquisition").$type<Partial<Record<string, string>>>(),
    partnerCode: text("partner_code"),
    landingFlags: jsonb("landing_flags").$type<Record<string, boolean>>(),
    /** The landing page (core LandingPage value) a registerForLpage sign-up came from. */
    landingPage: integer("landing_page"),
    brokerSource: text("broker_source"),
    isBrokerOpenUser: boolean("is_broker_open_user").notNull().default(false),
    brokerPotentials: jsonb("broker_potentials").$type<Record<string, unknown>>(),
    hasDownloadRole: boolean("has_download_role").notNull().default(false),
    intradayActivatedAt: timestamp("intraday_activated_at", { withTimezone: true }),
    /** Set by the back office (docs/business-rules.md#back-office-customers): a disabled account cannot log in and its sessions stop working. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    /** Closed by its owner (docs/business-rules.md#account-closure): it cannot log in and its sessions stop working; see account_closures. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** The site's language the customer last chose, 'en' or 'hi' (core's Language): their mails are written in it (ADR 0059). */
    language: text("language").notNull().default("en"),
  },
  (t) => [
    uniqueIndex("users_email_lower_unique").on(sql`lower(${t.email})`),
    // The trial-ending reminder reads the trials ending in the next two days (ADR 0056).
    index("users_trial_ends_idx").on(t.trialEndsAt),
    // The retention pass finds the sign-ups never activated by age, among the few unverified rows (ADR 0056).
    index("users_unactivated_created_idx")
      .on(t.createdAt)
      .where(sql`${t.isEmailVerified} = false and ${t.closedAt} is null`),
    // Staff search finds any part of an email, a name or a mobile number's digits (ADR 0055): trigram indexes
    // serve ILIKE '%x%', and the mobile one is on the same digits-only expression the search compares. A small
    // pending list (ADR 0055#gin-pending-lists): every search reads all of it, up to 4 MB by default.
    index("users_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")).with(SEARCHED_GIN),
    index("users_full_name_trgm_idx").using("gin", t.fullName.op("gin_trgm_ops")).with(SEARCHED_GIN),
    index("users_mobile_digits_trgm_idx")
      .using("gin", sql`(regexp_replace(${t.mobileNo}, '\\D', '', 'g')) gin_trgm_ops`)
      .with(SEARCHED_GIN),
    // Newest accounts first (the search's order) and the dashboard's sign-ups by day.
    index("users_created_at_idx").on(t.createdAt, t.id),
  ],
);

export interface SubscriptionFlags {
  newsletter: boolean;
  productUpdates: boolean;
  webinarInvites: boolean;
  offers: boolean;
  /** Renewal reminders (ADR 0026); rows saved before it existed lack it, which means on. */
  renewalReminders?: boolean;
}

/** A login session; the token's `sid` claim points here so logout and password change can revoke it. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: partOf("user_id", () => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);
