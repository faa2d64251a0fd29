import { date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * How many audit rows each India day has of each action (ADR 0055): kept by triggers on audit_log in the
 * same statement as the rows (migration 0038's functions), so the audit page's total is a sum over days and
 * actions, not a count of the whole log. By action, the few distinct actions are found by skipping from one to
 * the next (ADR 0055#actions-matched-first).
 */
export const auditLogDayCounts = pgTable(
  "audit_log_day_counts",
  {
    day: date("day", { mode: "string" }).notNull(),
    action: text("action").notNull(),
    entries: integer("entries").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.action] }), index("audit_log_day_counts_action_day_idx").on(t.action, t.day)],
);
