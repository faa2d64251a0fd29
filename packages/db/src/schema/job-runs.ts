import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per periodic job (reconciliation, retention, reminders): which instance holds its current run
 * and until when (a lease the holder renews while it works), and when the next run is due. An instance
 * runs the job only after claiming the row with a conditional update, so a run happens once per interval
 * however many instances poll; a crashed holder stops renewing and another claims the run once the lease
 * has passed (ADR 0016).
 */
export const jobRuns = pgTable("job_runs", {
  name: text("name").primaryKey(),
  lockedBy: text("locked_by"),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull().defaultNow(),
  lastStartedAt: timestamp("last_started_at", { withTimezone: true }),
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }),
  lastError: text("last_error"),
});
