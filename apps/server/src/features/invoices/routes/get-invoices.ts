import { minorToUnits } from "@investar/core";
import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { listTaxDocuments } from "../services/list-tax-documents.ts";
import { userIdQuery } from "@investar/contract/parts/user-id-query";
import { taxDocumentEntrySchema } from "./tax-document-schemas.ts";

const getInvoices: RouteModule = (app, deps) => {
  app.get(
    "/api/payment/GetInvoices",
    {
      config: { access: access.self("query") },
      schema: {
        tags: ["payment"],
        summary: "A customer's GST tax invoices and credit notes, newest first, with their download paths; totals in units",
        security: [{ bearer: [] }],
        querystring: userIdQuery,
        response: { 200: z.array(taxDocumentEntrySchema) },
      },
    },
    async (request) => {
      const entries = await listTaxDocuments(deps, request.query.userId);
      return entries.map((entry) => ({ ...entry, total: minorToUnits(entry.total, entry.currency) }));
    },
  );
};

export default getInvoices;
