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
}

export interface DashboardPageServices {
  /** The admin landing page's dashboard: sign-ups, trials, conversion, revenue, subscriptions, registrations. */
  getAdminDashboard(): Promise<AdminDashboard>;
}
