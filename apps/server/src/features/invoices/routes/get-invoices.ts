import { KEYSET_CURSOR_PROBLEM, minorToUnits } from "@investar/core";
import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { badRequest } from "../../../errors.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { listTaxDocuments } from "../services/list-tax-documents.ts";
import { parseTaxDocumentCursor } from "../services/list-tax-documents-page.ts";
import { keysetCursorParam } from "@investar/contract/parts/keyset-cursor";
import { userId } from "@investar/contract/parts/user-id-query";
import { taxDocumentEntrySchema } from "./tax-document-schemas.ts";

const getInvoices: RouteModule = (app, deps) => {
  app.get(
    "/api/payment/GetInvoices",
    {
      config: { access: access.self("query") },
      schema: {
        tags: ["payment"],
        summary:
          "A customer's GST tax invoices and credit notes, newest first, with their download paths and list positions; totals in units. " +
          "With `limit`, at most that many; with `older` (an entry's `cursor`), only those after it (keyset pages, ADR 0063)",
        security: [{ bearer: [] }],
        querystring: z.object({
          userId,
          older: keysetCursorParam.optional(),
          limit: z.coerce
            .number({ error: "limit must be a number." })
            .int("limit must be a whole number.")
            .min(1, "limit starts at 1.")
            .max(100, "limit is at most 100.")
            .optional(),
        }),
        response: { 200: z.array(taxDocumentEntrySchema) },
      },
    },
    async (request) => {
      const { older, limit } = request.query;
      const cursor = older === undefined ? null : parseTaxDocumentCursor(older);
      // Another list's position (a wallet entry's) reads as a cursor but names no tax document.
      if (older !== undefined && cursor === null) throw badRequest(KEYSET_CURSOR_PROBLEM, { older: [KEYSET_CURSOR_PROBLEM] });
      const entries = await listTaxDocuments(deps, request.query.userId, { older: cursor, limit });
      return entries.map((entry) => ({ ...entry, total: minorToUnits(entry.total, entry.currency) }));
    },
  );
};

export default getInvoices;
