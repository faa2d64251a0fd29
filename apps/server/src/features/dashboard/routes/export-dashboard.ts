import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { DASHBOARD_SERIES, dashboardCsv } from "../services/dashboard-csv.ts";
import { getAdminDashboard } from "../services/get-admin-dashboard.ts";

const exportDashboard: RouteModule = (app, deps) => {
  app.get(
    "/api/admin/ExportDashboard",
    {
      config: { access: access.admin },
      schema: {
        tags: ["admin dashboard"],
        summary:
          "Admin: the numbers behind one dashboard chart as CSV (daily sign-ups, trials and registrations; monthly revenue; subscriptions)",
        security: [{ bearer: [] }],
        querystring: z.object({ series: z.enum(DASHBOARD_SERIES, { error: `series must be one of ${DASHBOARD_SERIES.join(", ")}.` }) }),
      },
    },
    async (request, reply) => {
      const { series } = request.query;
      const dashboard = await getAdminDashboard(deps);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="investar-${series}-${dashboard.to}.csv"`)
        .header("cache-control", "private, no-store")
        .send(dashboardCsv(dashboard, series));
    },
  );
};

export default exportDashboard;
