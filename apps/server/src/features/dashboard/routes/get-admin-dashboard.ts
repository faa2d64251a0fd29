import { z } from "zod";
import { minorToUnits } from "@investar/core";
import { access } from "../../../auth/access.ts";
import { getAdminDashboard } from "../services/get-admin-dashboard.ts";
import { route } from "./route.ts";

const dayCounts = z.array(z.object({ day: z.string(), count: z.number().int() }));
const months = z.array(z.object({ month: z.string(), currency: z.enum(["INR", "USD"]), amount: z.number() }));

export default route(
  {
    method: "GET",
    path: "/api/admin/GetAdminDashboard",
    answer: z.object({
      from: z.string(),
      to: z.string(),
      signups: dayCounts,
      trials: dayCounts,
      webinarRegistrations: dayCounts,
      trialConversion: z.object({ trials: z.number().int(), converted: z.number().int(), percent: z.number().nullable() }),
      revenue: z.object({ INR: months, USD: months }).describe("Per month, in rupees and dollars, net of GST"),
      activeSubscriptions: z.array(z.object({ kind: z.enum(["tool", "mobile"]), edition: z.string(), count: z.number().int() })),
      pendingManualPayments: z.object({ pendingPayments: z.number().int(), usersWaiting: z.number().int() }),
      autoRenew: z
        .object({
          activeMandates: z.number().int(),
          upcoming: z.object({ count: z.number().int(), amount: z.object({ INR: z.number(), USD: z.number() }) }),
          months: z.array(z.object({ month: z.string(), failed: z.number().int(), recovered: z.number().int() })),
        })
        .describe("Active mandates; debits in the next 7 days (rupees and dollars); failed and recovered debits per month"),
    }),
  },
  {
    config: { access: access.admin },
    summary:
      "Admin: the last 30 days of sign-ups, trials and registrations, trial conversion, 12 months of revenue net of GST, subscriptions, auto-renew",
    handler: async (_request, { deps }) => {
      const dashboard = await getAdminDashboard(deps);
      const inUnits = (rows: typeof dashboard.revenue.INR) =>
        rows.map((row) => ({ ...row, amount: minorToUnits(row.amount, row.currency) }));
      const { upcoming } = dashboard.autoRenew;
      return {
        ...dashboard,
        revenue: { INR: inUnits(dashboard.revenue.INR), USD: inUnits(dashboard.revenue.USD) },
        autoRenew: {
          ...dashboard.autoRenew,
          upcoming: {
            ...upcoming,
            amount: { INR: minorToUnits(upcoming.amount.INR, "INR"), USD: minorToUnits(upcoming.amount.USD, "USD") },
          },
        },
      };
    },
  },
);
