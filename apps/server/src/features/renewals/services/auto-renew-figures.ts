import { and, count, eq, gte, gt, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { subscriptionEndsAt } from "@investar/core";
import type { AutoRenewFigures } from "@investar/contract/pages/dashboard";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { autoRenewTargets } from "./auto-renew-targets.ts";
import { nextDebitsOf } from "./next-debits-of.ts";

const UPCOMING_DAYS = 7;
const DAY_MS = 86_400_000;
// Inlined, not a parameter: the select and its group by must be the same expression to Postgres.
const istMonth = (column: PgColumn) => sql<string>`to_char(${column} at time zone 'Asia/Kolkata', 'YYYY-MM')`;

/**
 * Auto-renew's figures for /admin (docs/business-rules.md#auto-renew): mandates active now; the debits due
 * in the next 7 days that will be charged automatically, counted and summed per currency as the pass will
 * charge them; and per India month (`months`, oldest first) the debit attempts that failed and the renewals a
 * retry paid after a failure.
 */
export async function autoRenewFigures(deps: AppDeps, months: readonly string[]): Promise<AutoRenewFigures> {
  const m = schema.cardMandates;
  const d = schema.mandateDebits;
  const since = new Date(`${months[0]}-01T00:00:00+05:30`);
  const [[active], failed, recovered, targets] = await Promise.all([
    deps.db.select({ n: count() }).from(m).where(eq(m.status, "active")),
    byMonth(deps, and(eq(d.status, "failed"), gte(d.settledAt, since))),
    byMonth(deps, and(eq(d.status, "paid"), gt(d.attempt, 1), gte(d.settledAt, since))),
    autoRenewTargets(deps),
  ]);
  const horizon = deps.now().getTime() + UPCOMING_DAYS * DAY_MS;
  const upcoming: AutoRenewFigures["upcoming"] = { count: 0, amount: { INR: 0, USD: 0 } };
  // A period's debits fall due at its end or after (retries): a period ending past the week has none in it.
  const dueThisWeek = targets.filter((target) => subscriptionEndsAt(target.expiryDate).getTime() <= horizon);
  for (const next of (await nextDebitsOf(deps, dueThisWeek)).values()) {
    if (!next?.automatic || next.dueAt.getTime() > horizon) continue;
    upcoming.count += 1;
    upcoming.amount[next.currency] += next.amount;
  }
  return {
    activeMandates: active?.n ?? 0,
    upcoming,
    months: months.map((month) => ({ month, failed: failed.get(month) ?? 0, recovered: recovered.get(month) ?? 0 })),
  };
}

async function byMonth(deps: AppDeps, where: ReturnType<typeof and>): Promise<Map<string, number>> {
  const d = schema.mandateDebits;
  const rows = await deps.db
    .select({ month: istMonth(d.settledAt), n: count() })
    .from(d)
    .where(where)
    .groupBy(istMonth(d.settledAt));
  return new Map(rows.map((row) => [row.month, row.n]));
}
