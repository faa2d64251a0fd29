/** What the admin landing page's dashboard reads from the dashboard feature. */
import type { Currency } from "@investar/core";
import type { PendingManualPaymentCounts } from "./manual-payments.ts";

/** /admin's dashboard: India days and months; money in minor units, net of GST. */
export interface AdminDashboard {
  from: string;
  to: string;
  signups: Array<{ day: string; count: number }>;
  trials: Array<{ day: string; count: number }>;
  webinarRegistrations: Array<{ day: string; count: number }>;
  /** Trials started from `from` to `to`, how many of them have paid since, and the share in percent (null: no trial). */
  trialConversion: { trials: number; converted: number; percent: number | null };
  revenue: Record<Currency, Array<{ month: string; currency: Currency; amount: number }>>;
  activeSubscriptions: Array<{ kind: "tool" | "mobile"; edition: string; count: number }>;
  pendingManualPayments: PendingManualPaymentCounts;
  autoRenew: AutoRenewFigures;
}

/** Auto-renew on the dashboard (docs/business-rules.md#auto-renew): mandates, the week's debits, and 12 months of failures and recoveries. */
export interface AutoRenewFigures {
  activeMandates: number;
  /** Debits due in the next 7 days that will be charged automatically (the notice's amount, else today's renewal price). */
  upcoming: { count: number; amount: Record<Currency, number> };
  /** Per India month: debit attempts that failed, and renewals paid by a retry after a failed debit. */
  months: Array<{ month: string; failed: number; recovered: number }>;
}

export interface DashboardPageServices {
  /** The admin landing page's dashboard: sign-ups, trials, conversion, revenue, subscriptions, registrations. */
  getAdminDashboard(): Promise<AdminDashboard>;
}
