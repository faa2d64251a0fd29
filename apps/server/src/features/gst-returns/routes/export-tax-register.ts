import { access } from "../../../auth/access.ts";
import { exportTaxRegister } from "../services/export-tax-register.ts";
import { downloadHeaders, registerQuery } from "./gst-schemas.ts";
import { route } from "./route.ts";

export default route(
  { method: "GET", path: "/api/admin/gst/register", query: registerQuery },
  {
    config: { access: access.admin },
    summary: "Admin: every invoice and credit note issued from one day to another (from, to: YYYY-MM-DD, India days) as CSV, streamed",
    handler: async (request, { deps, reply }) => {
      const { from, to } = request.query;
      const csv = exportTaxRegister(deps, { from, to });
      return reply
        .type("text/csv; charset=utf-8")
        .headers(downloadHeaders(`tax-register-${from}-to-${to}.csv`))
        .send(csv);
    },
  },
);
