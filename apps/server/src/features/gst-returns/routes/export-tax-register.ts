import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { exportTaxRegister } from "../services/export-tax-register.ts";
import { downloadHeaders, GST_TAG, registerQuery } from "./gst-schemas.ts";

const exportTaxRegisterRoute: RouteModule = (app, deps) => {
  app.get(
    "/api/admin/gst/register",
    {
      config: { access: access.admin },
      schema: {
        tags: [GST_TAG],
        summary: "Admin: every invoice and credit note issued from one day to another (from, to: YYYY-MM-DD, India days) as CSV, streamed",
        security: [{ bearer: [] }],
        querystring: registerQuery,
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const csv = exportTaxRegister(deps, { from, to });
      return reply
        .type("text/csv; charset=utf-8")
        .headers(downloadHeaders(`tax-register-${from}-to-${to}.csv`))
        .send(csv);
    },
  );
};

export default exportTaxRegisterRoute;
