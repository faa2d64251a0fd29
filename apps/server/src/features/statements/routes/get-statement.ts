import { z } from "zod";
import { access } from "../../../auth/access.ts";
import { renderStatementPdf } from "../../../integrations/pdf/statement-pdf.ts";
import { readStatement } from "../services/read-statement.ts";
import { statementCsv } from "../services/statement-csv.ts";
import { statementView } from "../services/statement-view.ts";
import { statementFileName } from "../services/statement-words.ts";
import { userId } from "@investar/contract/parts/user-id-query";
import { route } from "./route.ts";

export default route(
  {
    method: "GET",
    path: "/api/payment/Statement",
    query: z.object({
      userId,
      financialYear: z
        .string({ error: "financialYear is required: a financial year such as 2025-26." })
        .max(20, "financialYear must be a financial year such as 2025-26.")
        .describe("The financial year, written 2025-26"),
      format: z.enum(["pdf", "csv"], { error: 'format must be "pdf" or "csv".' }).default("pdf"),
    }),
  },
  {
    config: { access: access.self("query") },
    summary:
      "A customer's statement for a financial year (April–March, India time) as PDF or CSV: every tax invoice, credit note, refund and wallet movement, with totals and GST per rate (the customer or an admin)",
    schema: { produces: ["application/pdf", "text/csv"] },
    handler: async (request, { deps, reply }) => {
      const { userId, financialYear, format } = request.query;
      const statement = await readStatement(deps, userId, financialYear);
      const fileName = statementFileName(statement.statement.financialYear, format);
      reply.header("content-disposition", `attachment; filename="${fileName}"`).header("cache-control", "private, no-store");
      if (format === "csv") return reply.type("text/csv; charset=utf-8").send(statementCsv(statement));
      return reply.type("application/pdf").send(await renderStatementPdf(statementView(statement)));
    },
  },
);
