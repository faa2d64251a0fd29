import { buildGstr1, gstr1Summary, type Gstr1Return, type Gstr1Summary, type ReturnPeriod } from "@investar/core";
import type { AppDeps } from "../../../deps.ts";
import { AppError } from "../../../errors.ts";
import { gstr1SchemaProblems } from "./gstr1-schema.ts";
import { readReturnDocuments } from "./return-documents.ts";
import { returnSupplier } from "./return-for-period.ts";

export interface Gstr1Report {
  period: ReturnPeriod;
  gstr1: Gstr1Return;
  summary: Gstr1Summary;
  /** Names of the registered buyers by GSTIN, for the CSV's "Receiver Name". */
  customerNames: Record<string, string>;
}

/**
 * GSTR-1 of a month from the site's own invoices and credit notes (docs/business-rules.md#gst-returns,
 * ADR 0037), with the page's summary. The return is checked against the schema kept in the repository
 * before it leaves: a return the portal would refuse is a fault of ours, never an answer.
 */
export async function getGstr1(deps: AppDeps, period: ReturnPeriod): Promise<Gstr1Report> {
  const supplier = await returnSupplier(deps);
  const { invoices, creditNotes } = await readReturnDocuments(deps, period.from, period.until);
  const gstr1 = buildGstr1({ gstin: supplier.gstin, period, invoices, creditNotes });
  const problems = gstr1SchemaProblems(gstr1);
  if (problems.length > 0)
    throw new AppError(
      "Gstr1SchemaViolation",
      `The GSTR-1 for ${period.fp} does not match its schema: ${problems.slice(0, 5).join("; ")}`,
      {
        status: 500,
      },
    );
  const customerNames: Record<string, string> = {};
  for (const invoice of [...invoices, ...creditNotes.map((note) => note.invoice)])
    if (invoice.customerGstin) customerNames[invoice.customerGstin] = invoice.customerName;
  return { period, gstr1, summary: gstr1Summary(invoices, creditNotes), customerNames };
}
