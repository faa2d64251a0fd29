import { tallyVouchersXml } from "@investar/core";
import { access } from "../../../auth/access.ts";
import { readReturnDocuments } from "../services/return-documents.ts";
import { periodOrRefuse, returnSupplier } from "../services/return-for-period.ts";
import { downloadHeaders, periodQuery } from "./gst-schemas.ts";
import { route } from "./route.ts";

export default route(
  { method: "GET", path: "/api/admin/gst/tally", query: periodQuery },
  {
    config: { access: access.admin },
    summary: "Admin: a month's sales and credit-note vouchers (period=MMYYYY) as Tally Prime import XML, with the ledgers they use",
    handler: async (request, { deps, reply }) => {
      const period = periodOrRefuse(deps, request.query.period);
      const supplier = await returnSupplier(deps);
      const { invoices, creditNotes } = await readReturnDocuments(deps, period.from, period.until);
      return reply
        .type("application/xml; charset=utf-8")
        .headers(downloadHeaders(`tally-vouchers-${period.fp}.xml`))
        .send(tallyVouchersXml({ companyName: supplier.legalName, invoices, creditNotes }));
    },
  },
);
