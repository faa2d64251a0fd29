import { KEYSET_CURSOR_PROBLEM, minorToUnits } from "@investar/core";
import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { badRequest } from "../../../errors.ts";
import { listTaxDocuments } from "../services/list-tax-documents.ts";
import { parseTaxDocumentCursor } from "../services/list-tax-documents-page.ts";
import { keysetCursorParam } from "@investar/contract/parts/keyset-cursor";
import { userId } from "@investar/contract/parts/user-id-query";
import { taxDocumentEntrySchema } from "./tax-document-schemas.ts";
import { route } from "./route.ts";

export default route(
  {
    method: "GET",
    path: "/api/payment/GetInvoices",
    query: z.object({
      userId,
      older: keysetCursorParam.optional(),
      limit: z.coerce
        .number({ error: "limit must be a number." })
        .int("limit must be a whole number.")
        .min(1, "limit starts at 1.")
        .max(100, "limit is at most 100.")
        .optional(),
    }),
    answer: z.array(taxDocumentEntrySchema),
  },
  {
    config: { access: access.self("query") },
    summary:
      "A customer's GST tax invoices and credit notes, newest first, with their download paths and list positions; totals in units. " +
      "With `limit`, at most that many; with `older` (an entry's `cursor`), only those after it (keyset pages, ADR 0063)",
    handler: async (request, { deps }) => {
      const { older, limit } = request.query;
      const cursor = older === undefined ? null : parseTaxDocumentCursor(older);
      // Another list's position (a wallet entry's) reads as a cursor but names no tax document.
      if (older !== undefined && cursor === null) throw badRequest(KEYSET_CURSOR_PROBLEM, { older: [KEYSET_CURSOR_PROBLEM] });
      const entries = await listTaxDocuments(deps, request.query.userId, { older: cursor, limit });
      return entries.map((entry) => ({ ...entry, total: minorToUnits(entry.total, entry.currency) }));
    },
  },
);
