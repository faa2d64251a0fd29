import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { DASHBOARD_SERIES, dashboardCsv } from "../services/dashboard-csv.ts";
import { getAdminDashboard } from "../services/get-admin-dashboard.ts";
import { route } from "./route.ts";

export default route(
  {
    method: "GET",
    path: "/api/admin/ExportDashboard",
    query: z.object({ series: z.enum(DASHBOARD_SERIES, { error: `series must be one of ${DASHBOARD_SERIES.join(", ")}.` }) }),
  },
  {
    config: { access: access.admin },
    summary:
      "Admin: the numbers behind one dashboard chart as CSV (daily sign-ups, trials and registrations; monthly revenue; subscriptions)",
    handler: async (request, { deps, reply }) => {
      const { series } = request.query;
      const dashboard = await getAdminDashboard(deps);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="investar-${series}-${dashboard.to}.csv"`)
        .header("cache-control", "private, no-store")
        .send(dashboardCsv(dashboard, series));
    },
  },
);
