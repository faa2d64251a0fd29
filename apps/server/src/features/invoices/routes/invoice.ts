import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { openInvoicePdf } from "../services/open-invoice-pdf.ts";
import { orderRef, sendPdf } from "./tax-document-schemas.ts";
import { route } from "./route.ts";

export default route(
  { method: "GET", path: "/api/payment/Invoice", query: z.object({ orderId: orderRef }) },
  {
    config: { access: access.user },
    summary: "The GST tax invoice of a paid order, as a PDF (the order's customer or an admin); 404 while the order has none",
    schema: { produces: ["application/pdf"] },
    handler: async (request, { deps, caller: principal, reply }) => {
      return sendPdf(reply, await openInvoicePdf(deps, principal, request.query.orderId));
    },
  },
);
