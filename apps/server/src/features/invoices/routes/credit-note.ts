import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { openCreditNotePdf } from "../services/open-credit-note-pdf.ts";
import { sendPdf } from "./tax-document-schemas.ts";
import { id } from "@investar/contract/parts/schema-parts";
import { route } from "./route.ts";

export default route(
  {
    method: "GET",
    path: "/api/payment/CreditNote",
    query: z.object({
      id: id("id"),
    }),
  },
  {
    config: { access: access.user },
    summary: "A GST credit note (issued for a refund), as a PDF (its customer or an admin)",
    schema: { produces: ["application/pdf"] },
    handler: async (request, { deps, caller: principal, reply }) => {
      return sendPdf(reply, await openCreditNotePdf(deps, principal, request.query.id));
    },
  },
);
