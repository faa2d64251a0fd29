import { stringify } from "csv-stringify/sync";
import { gstr1CsvTable } from "@investar/core";
import { access } from "../../../auth/access.ts";
import { getGstr1 } from "../services/get-gstr1.ts";
import { periodOrRefuse } from "../services/return-for-period.ts";
import { csvQuery, downloadHeaders } from "./gst-schemas.ts";
import { route } from "./route.ts";

export default route(
  { method: "GET", path: "/api/admin/gst/gstr1/csv", query: csvQuery },
  {
    config: { access: access.admin },
    summary:
      "Admin: one table of a month's GSTR-1 (b2b, b2cl, b2cs, exp, cdnr, cdnur, hsn_b2b, hsn_b2c, docs) as CSV in the offline tool's columns",
    handler: async (request, { deps, reply }) => {
      const period = periodOrRefuse(deps, request.query.period);
      const report = await getGstr1(deps, period);
      const { header, rows } = gstr1CsvTable(report.gstr1, request.query.table, report.customerNames);
      return reply
        .type("text/csv; charset=utf-8")
        .headers(downloadHeaders(`GSTR1_${period.fp}_${request.query.table}.csv`))
        .send(stringify([header, ...rows], { bom: true }));
    },
  },
);
