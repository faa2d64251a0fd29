import { access } from "../../../auth/access.ts";
import { getGstr1 } from "../services/get-gstr1.ts";
import { periodOrRefuse } from "../services/return-for-period.ts";
import { downloadHeaders, gstr1Answer, periodQuery } from "./gst-schemas.ts";
import { route } from "./route.ts";

export default route(
  { method: "GET", path: "/api/admin/gst/gstr1", query: periodQuery, answer: gstr1Answer },
  {
    config: { access: access.admin },
    summary:
      "Admin: GSTR-1 of a month (period=MMYYYY) as the GST portal's offline tool imports it, from the site's invoices and credit notes; validated against gstr1.schema.json",
    handler: async (request, { deps, reply }) => {
      const period = periodOrRefuse(deps, request.query.period);
      const { gstr1 } = await getGstr1(deps, period);
      return reply.headers(downloadHeaders(`GSTR1_${gstr1.gstin}_${gstr1.fp}.json`)).send(gstr1);
    },
  },
);
