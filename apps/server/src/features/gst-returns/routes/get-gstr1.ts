import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { getGstr1 } from "../services/get-gstr1.ts";
import { periodOrRefuse } from "../services/return-for-period.ts";
import { downloadHeaders, GST_TAG, gstr1Answer, periodQuery } from "./gst-schemas.ts";

const getGstr1Route: RouteModule = (app, deps) => {
  app.get(
    "/api/admin/gst/gstr1",
    {
      config: { access: access.admin },
      schema: {
        tags: [GST_TAG],
        summary:
          "Admin: GSTR-1 of a month (period=MMYYYY) as the GST portal's offline tool imports it, from the site's invoices and credit notes; validated against gstr1.schema.json",
        security: [{ bearer: [] }],
        querystring: periodQuery,
        response: { 200: gstr1Answer },
      },
    },
    async (request, reply) => {
      const period = periodOrRefuse(deps, request.query.period);
      const { gstr1 } = await getGstr1(deps, period);
      return reply.headers(downloadHeaders(`GSTR1_${gstr1.gstin}_${gstr1.fp}.json`)).send(gstr1);
    },
  );
};

export default getGstr1Route;
