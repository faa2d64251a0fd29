import { z } from "zod";
import { access, callerOf } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { openInvoicePdf } from "../services/open-invoice-pdf.ts";
import { orderRef, sendPdf } from "./tax-document-schemas.ts";

const invoice: RouteModule = (app, deps) => {
  app.get(
    "/api/payment/Invoice",
    {
      config: { access: access.user },
      schema: {
        tags: ["payment"],
        summary: "The GST tax invoice of a paid order, as a PDF (the order's customer or an admin); 404 while the order has none",
        security: [{ bearer: [] }],
        querystring: z.object({ orderId: orderRef }),
        produces: ["application/pdf"],
      },
    },
    async (request, reply) => {
      const principal = await callerOf(request);
      return sendPdf(reply, await openInvoicePdf(deps, principal, request.query.orderId));
    },
  );
};

export default invoice;
