/**
 * What the GST page shows beside the return: per table, how many documents and their taxable value,
 * IGST, CGST and SGST in paise — credit notes as negatives — and the net, which is the month's invoices
 * minus its credit notes (docs/business-rules.md#gst-returns).
 */
import type { TaxAmounts } from "../invoices/tax-split.ts";
import { creditNoteTable, invoiceTable, rupeeAmounts, type ReturnCreditNote, type ReturnInvoice } from "./return-documents.ts";

export const GSTR1_SUMMARY_TABLES = ["b2b", "b2cl", "b2cs", "exp", "cdnr", "cdnur"] as const;
export type Gstr1SummaryTable = (typeof GSTR1_SUMMARY_TABLES)[number];

export const GSTR1_TABLE_LABELS: Record<Gstr1SummaryTable, string> = {
  b2b: "B2B invoices (registered buyers)",
  b2cl: "B2C large (inter-state above the limit)",
  b2cs: "B2C small (net of their credit notes)",
  exp: "Exports under LUT",
  cdnr: "Credit notes to registered buyers",
  cdnur: "Credit notes to unregistered buyers (B2C large, exports)",
};

export interface Gstr1SummaryRow extends TaxAmounts {
  table: Gstr1SummaryTable;
  documents: number;
}

export interface Gstr1Summary {
  rows: Gstr1SummaryRow[];
  /** The sum of the rows. */
  net: TaxAmounts;
  /** The month's invoices and credit notes, in rupees, whatever table they went to. */
  invoices: TaxAmounts & { documents: number };
  creditNotes: TaxAmounts & { documents: number };
}

const zero = (): TaxAmounts => ({ taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 });

function add(into: TaxAmounts, a: TaxAmounts, sign: number): void {
  into.taxable += sign * a.taxable;
  into.cgst += sign * a.cgst;
  into.sgst += sign * a.sgst;
  into.igst += sign * a.igst;
  into.total += sign * a.total;
}

export function gstr1Summary(invoices: ReturnInvoice[], creditNotes: ReturnCreditNote[]): Gstr1Summary {
  const rows = new Map<Gstr1SummaryTable, Gstr1SummaryRow>(
    GSTR1_SUMMARY_TABLES.map((table) => [table, { table, documents: 0, ...zero() }]),
  );
  const invoiceSum = { documents: 0, ...zero() };
  const noteSum = { documents: 0, ...zero() };
  for (const invoice of invoices) {
    const inr = rupeeAmounts(invoice.amounts, invoice);
    const row = rows.get(invoiceTable(invoice))!;
    row.documents += 1;
    add(row, inr, 1);
    invoiceSum.documents += 1;
    add(invoiceSum, inr, 1);
  }
  for (const note of creditNotes) {
    const inr = rupeeAmounts(note.amounts, note.invoice);
    const row = rows.get(creditNoteTable(note))!;
    row.documents += 1;
    add(row, inr, -1);
    noteSum.documents += 1;
    add(noteSum, inr, 1);
  }
  const net = zero();
  for (const row of rows.values()) add(net, row, 1);
  return { rows: [...rows.values()], net, invoices: invoiceSum, creditNotes: noteSum };
}
