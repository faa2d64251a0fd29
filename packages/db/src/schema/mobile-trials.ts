import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.ts";
import { userIdColumn } from "./user-id-column.ts";

/**
 * The mobile app's free trial, taken at most once per account (docs/business-rules.md#mobile-trial payment/ActivateMobileTrial).
 * The primary key is what makes it "once": a second activation, even in parallel, cannot insert. The
 * trial itself lives on the user's MobileSubscr row; this row outlives that row being replaced by a
 * purchase, so a lapsed customer cannot start another trial.
 */
export const mobileTrials = pgTable("mobile_trials", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The number the SMS code confirmed. */
  mobileNumber: text("mobile_number").notNull(),
  activatedAt: timestamp("activated_at", { withTimezone: true }).notNull(),
  endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
});

/**
 * The mobile trial is also once per mobile number (docs/business-rules.md#mobile-trial): the number's E.164 form (core's
 * mobileKey) is the primary key, so a second account cannot start a trial with it, even in parallel.
 */
export const mobileTrialNumbers = pgTable("mobile_trial_numbers", {
  mobileKey: text("mobile_key").primaryKey(),
  userId: userIdColumn(),
  activatedAt: timestamp("activated_at", { withTimezone: true }).notNull(),
});
