import { tallyVouchersXml } from "@investar/core";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { readReturnDocuments } from "../services/return-documents.ts";
import { periodOrRefuse, returnSupplier } from "../services/return-for-period.ts";
import { downloadHeaders, GST_TAG, periodQuery } from "./gst-schemas.ts";

const exportTallyVouchersRoute: RouteModule = (app, deps) => {
  app.get(
    "/api/admin/gst/tally",
    {
      config: { access: access.admin },
      schema: {
        tags: [GST_TAG],
        summary: "Admin: a month's sales and credit-note vouchers (period=MMYYYY) as Tally Prime import XML, with the ledgers they use",
        security: [{ bearer: [] }],
        querystring: periodQuery,
      },
    },
    async (request, reply) => {
      const period = periodOrRefuse(deps, request.query.period);
      const supplier = await returnSupplier(deps);
      const { invoices, creditNotes } = await readReturnDocuments(deps, period.from, period.until);
      return reply
        .type("application/xml; charset=utf-8")
        .headers(downloadHeaders(`tally-vouchers-${period.fp}.xml`))
        .send(tallyVouchersXml({ companyName: supplier.legalName, invoices, creditNotes }));
    },
  );
};

export default exportTallyVouchersRoute;
