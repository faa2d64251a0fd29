import { stringify } from "csv-stringify/sync";
import { minorToUnits } from "@investar/core";
import type { AdminDashboard } from "@investar/contract/pages/dashboard";

export const DASHBOARD_SERIES = ["daily", "revenue", "subscriptions", "auto-renew"] as const;
export type DashboardSeries = (typeof DASHBOARD_SERIES)[number];

/**
 * The numbers behind each dashboard chart as a CSV file (ADR 0030): per day (sign-ups, trials, webinar
 * registrations), per month (revenue net of GST, INR and USD in their own columns, in rupees and
 * dollars), subscriptions in service by edition, and auto-renew's failed and recovered debits per month.
 */
export function dashboardCsv(dashboard: AdminDashboard, series: DashboardSeries): string {
  const csv = (columns: string[], rows: unknown[][]) => stringify(rows, { header: true, columns, bom: true });
  switch (series) {
    case "daily":
      return csv(
        ["Day (India)", "Sign-ups", "Trials started", "Webinar registrations"],
        dashboard.signups.map((day, i) => [
          day.day,
          day.count,
          dashboard.trials[i]?.count ?? 0,
          dashboard.webinarRegistrations[i]?.count ?? 0,
        ]),
      );
    case "revenue":
      return csv(
        ["Month (India)", "Revenue INR (net of GST)", "Revenue USD"],
        dashboard.revenue.INR.map((month, i) => [
          month.month,
          minorToUnits(month.amount, "INR").toFixed(2),
          minorToUnits(dashboard.revenue.USD[i]?.amount ?? 0, "USD").toFixed(2),
        ]),
      );
    case "subscriptions":
      return csv(
        ["Product", "Edition", "Subscriptions in service"],
        dashboard.activeSubscriptions.map((row) => [row.kind === "tool" ? "Desktop" : "Mobile", row.edition, row.count]),
      );
    case "auto-renew":
      return csv(
        ["Month (India)", "Failed debits", "Recovered by a retry"],
        dashboard.autoRenew.months.map((row) => [row.month, row.failed, row.recovered]),
      );
  }
}
