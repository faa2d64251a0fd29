import { z } from "zod";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { openCreditNotePdf } from "../services/open-credit-note-pdf.ts";
import { sendPdf } from "./tax-document-schemas.ts";
import { id } from "@investar/contract/parts/schema-parts";

const creditNote: RouteModule = (app, deps) => {
  app.get(
    "/api/payment/CreditNote",
    {
      config: { access: access.user },
      schema: {
        tags: ["payment"],
        summary: "A GST credit note (issued for a refund), as a PDF (its customer or an admin)",
        security: [{ bearer: [] }],
        querystring: z.object({
          id: id("id"),
        }),
        produces: ["application/pdf"],
      },
    },
    async (request, reply) => {
      const principal = await callerOf(request);
      return sendPdf(reply, await openCreditNotePdf(deps, principal, request.query.id));
    },
  );
};

export default creditNote;
