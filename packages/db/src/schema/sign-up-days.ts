import { date, integer, pgTable } from "drizzle-orm/pg-core";

/**
 * Accounts created each India day, and how many of them have a trial (ADR 0063): kept by statement triggers on
 * users in the same statement as the rows (migration 0042's function), so the dashboard's 30 days of sign-ups
 * and trials are 30 rows, not a month of accounts; migration 0050 adds the trials that converted.
 */
export const signUpDays = pgTable("sign_up_days", {
  day: date("day", { mode: "string" }).primaryKey(),
  signUps: integer("sign_ups").notNull(),
  /** Of those, the accounts with trial_ends_at set (the dashboard's "trials"). */
  trials: integer("trials").notNull(),
  /** Of the trials, the accounts that have since paid for a desktop or mobile subscription (users.first_paid_subscription_at). */
  converted: integer("converted").notNull().default(0),
});
