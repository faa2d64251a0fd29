import { and, count, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import {
  addDays,
  conversionPercent,
  dailySeries,
  indiaToday,
  lastMonths,
  monthlyRevenue,
  type Currency,
  type DayCount,
  type MonthAmount,
} from "@investar/core";
import type { AdminDashboard } from "@investar/contract/pages/dashboard";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { countPendingManualPayments } from "../../manual-payments/index.ts";
import { autoRenewFigures } from "../../renewals/index.ts";

export const DASHBOARD_DAYS = 30;
export const DASHBOARD_MONTHS = 12;

// Inlined, not a parameter: the select and its group by must be the same expression to Postgres.
const IST = sql.raw("'Asia/Kolkata'");
const istDay = (column: PgColumn) => sql<string>`to_char((${column} at time zone ${IST})::date, 'YYYY-MM-DD')`;
/** Midnight in India of an India date, as an instant. */
const indiaMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);

/**
 * The admin dashboard (ADR 0030): the last 30 India days of sign-ups, trials and webinar
 * registrations, the trial-to-paid conversion of that window, 12 months of revenue net of GST (invoices
 * less credit notes, by month of issue) in INR and USD separately, subscriptions in service by edition,
 * the manual payments waiting, and auto-renew's mandates, next week's debits and monthly failures and recoveries. Aggregates in the database; core fills the empty days and months.
 */
export async function getAdminDashboard(deps: AppDeps): Promise<AdminDashboard> {
  const today = indiaToday(deps.now());
  const from = addDays(today, -(DASHBOARD_DAYS - 1));
  const since = indiaMidnight(from);
  const months = lastMonths(today, DASHBOARD_MONTHS);
  const r = schema.webinarRegistrations;

  const [signUpDays, registrations, invoiced, credited, editions, pending, autoRenew] = await Promise.all([
    signUpsByDay(deps, from),
    countByDay(deps, r, r.registeredAt, gte(r.registeredAt, since)),
    revenueByMonth(deps, "invoice", months[0]!),
    revenueByMonth(deps, "credit-note", months[0]!),
    subscriptionsByEdition(deps, today),
    countPendingManualPayments(deps),
    autoRenewFigures(deps, months),
  ]);
  const net: MonthAmount[] = [...invoiced, ...credited.map((row) => ({ ...row, amount: -row.amount }))];
  const revenue = (currency: Currency) => monthlyRevenue(net, months, currency);
  // Trials started in the window, and how many of those customers have since paid for a subscription.
  const conversion = {
    trials: signUpDays.reduce((sum, row) => sum + row.trials, 0),
    converted: signUpDays.reduce((sum, row) => sum + row.converted, 0),
  };
  return {
    from,
    to: today,
    signups: dailySeries(
      signUpDays.map((row) => ({ day: row.day, count: row.signUps })),
      from,
      today,
    ),
    trials: dailySeries(
      signUpDays.map((row) => ({ day: row.day, count: row.trials })),
      from,
      today,
    ),
    webinarRegistrations: dailySeries(registrations, from, today),
    trialConversion: { ...conversion, percent: conversionPercent(conversion.trials, conversion.converted) },
    revenue: { INR: revenue("INR"), USD: revenue("USD") },
    activeSubscriptions: editions,
    pendingManualPayments: pending,
    autoRenew,
  };
}

/**
 * Sign-ups, trials and the trials since converted per India day from sign_up_days (ADR 0063): kept by triggers in
 * the statement that creates, changes or erases each account, and in the one that marks its first paid
 * subscription (ADR 0063#trial-conversions), so 30 days are 30 rows whatever the number of accounts.
 */
async function signUpsByDay(
  deps: AppDeps,
  from: string,
): Promise<Array<{ day: string; signUps: number; trials: number; converted: number }>> {
  const d = schema.signUpDays;
  return deps.db.select({ day: d.day, signUps: d.signUps, trials: d.trials, converted: d.converted }).from(d).where(gte(d.day, from));
}

async function countByDay(
  deps: AppDeps,
  table: typeof schema.webinarRegistrations,
  column: PgColumn,
  where: SQL | undefined,
): Promise<DayCount[]> {
  return deps.db
    .select({ day: istDay(column), count: count() })
    .from(table)
    .where(where)
    .groupBy(istDay(column));
}

/**
 * Taxable value by India month of issue, from revenue_months (ADR 0055): kept by triggers in the statement
 * that issues each invoice or credit note, so twelve months are a few rows whatever the number of documents.
 */
async function revenueByMonth(deps: AppDeps, document: "invoice" | "credit-note", fromMonth: string): Promise<MonthAmount[]> {
  const r = schema.revenueMonths;
  return deps.db
    .select({ month: r.month, currency: r.currency, amount: r.taxableValue })
    .from(r)
    .where(and(eq(r.document, document), gte(r.month, fromMonth)));
}

/**
 * Subscriptions in service today (subscribed, not past their expiry), by product and edition, from
 * subscription_expiry_counts (ADR 0055#subscriptions-by-expiry): kept by triggers on user_subscriptions, so this
 * sums a row per edition and expiry date to come, not one per subscriber.
 */
async function subscriptionsByEdition(deps: AppDeps, today: string): Promise<AdminDashboard["activeSubscriptions"]> {
  const c = schema.subscriptionExpiryCounts;
  const inService = sql<number>`sum(${c.subscriptions})`.mapWith(Number);
  return deps.db
    .select({ kind: c.kind, edition: c.baseProduct, count: inService })
    .from(c)
    .where(and(gte(c.expiryDate, today), inArray(c.kind, ["tool", "mobile"])))
    .groupBy(c.kind, c.baseProduct)
    .having(sql`sum(${c.subscriptions}) > 0`)
    .orderBy(c.kind, c.baseProduct);
}
