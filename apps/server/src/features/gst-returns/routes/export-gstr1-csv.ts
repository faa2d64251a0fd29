import { stringify } from "csv-stringify/sync";
import { gstr1CsvTable } from "@investar/core";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { getGstr1 } from "../services/get-gstr1.ts";
import { periodOrRefuse } from "../services/return-for-period.ts";
import { csvQuery, downloadHeaders, GST_TAG } from "./gst-schemas.ts";

const exportGstr1CsvRoute: RouteModule = (app, deps) => {
  app.get(
    "/api/admin/gst/gstr1/csv",
    {
      config: { access: access.admin },
      schema: {
        tags: [GST_TAG],
        summary:
          "Admin: one table of a month's GSTR-1 (b2b, b2cl, b2cs, exp, cdnr, cdnur, hsn_b2b, hsn_b2c, docs) as CSV in the offline tool's columns",
        security: [{ bearer: [] }],
        querystring: csvQuery,
      },
    },
    async (request, reply) => {
      const period = periodOrRefuse(deps, request.query.period);
      const report = await getGstr1(deps, period);
      const { header, rows } = gstr1CsvTable(report.gstr1, request.query.table, report.customerNames);
      return reply
        .type("text/csv; charset=utf-8")
        .headers(downloadHeaders(`GSTR1_${period.fp}_${request.query.table}.csv`))
        .send(stringify([header, ...rows], { bom: true }));
    },
  );
};

export default exportGstr1CsvRoute;
