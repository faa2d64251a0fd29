import { and, count, eq, gte, inArray, lte, sql, sum, type SQL } from "drizzle-orm";
import type { AuditFilter } from "@investar/core";
import { schema, type Executor } from "@investar/db";

const a = schema.auditLog;
const c = schema.auditLogDayCounts;

/**
 * How many audit rows a filter finds (ADR 0055). Filters of action (the `actions` findAuditActions matched) and India days only are answered from
 * audit_log_day_counts — a row per day and action, kept by triggers in the statement that writes the log —
 * so the page's total does not read the log; an actor, subject or customer filter is selective and indexed,
 * and counts the rows themselves.
 */
export async function countAudit(
  db: Executor,
  filter: AuditFilter,
  actions: readonly string[] | null,
  where: SQL | undefined,
): Promise<number> {
  if (filter.actor?.trim() || filter.subject?.trim() || filter.userId !== undefined) {
    const [counted] = await db.select({ n: count() }).from(a).leftJoin(schema.users, eq(schema.users.id, a.actorId)).where(where);
    return counted?.n ?? 0;
  }
  const conditions: SQL[] = [];
  if (actions) conditions.push(actions.length === 0 ? sql`false` : inArray(c.action, [...actions]));
  if (filter.from) conditions.push(gte(c.day, filter.from));
  if (filter.to) conditions.push(lte(c.day, filter.to));
  const [summed] = await db
    .select({ n: sum(c.entries).mapWith(Number) })
    .from(c)
    .where(conditions.length === 0 ? undefined : and(...conditions));
  return summed?.n ?? 0;
}
