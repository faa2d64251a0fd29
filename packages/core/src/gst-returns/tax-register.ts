/**
 * The register of tax documents for the accounts team (docs/business-rules.md#gst-returns): one row per
 * invoice or credit note, in the document's currency and in rupees (an export at its invoice's rate).
 */
import { inertCsvCell } from "../admin-users/audit-view.ts";
import { rupeeAmounts, type ReturnCreditNote, type ReturnInvoice } from "./return-documents.ts";
import { invoiceTable, creditNoteTable } from "./return-documents.ts";

export const TAX_REGISTER_COLUMNS = [
  "Document",
  "Number",
  "Date",
  "Against invoice",
  "Customer",
  "Customer ID",
  "GSTIN",
  "Place of supply",
  "GSTR-1 table",
  "Currency",
  "Taxable value",
  "CGST",
  "SGST",
  "IGST",
  "Total",
  "Exchange rate (INR per USD)",
  "Taxable value (INR)",
  "Total (INR)",
] as const;

const money = (minor: number) => (minor / 100).toFixed(2);

export function taxRegisterRow(
  doc: { kind: "invoice"; invoice: ReturnInvoice } | { kind: "creditNote"; note: ReturnCreditNote },
): string[] {
  const invoice = doc.kind === "invoice" ? doc.invoice : doc.note.invoice;
  const amounts = doc.kind === "invoice" ? doc.invoice.amounts : doc.note.amounts;
  const inr = rupeeAmounts(amounts, invoice);
  return [
    doc.kind === "invoice" ? "Invoice" : "Credit note",
    doc.kind === "invoice" ? invoice.number : doc.note.number,
    doc.kind === "invoice" ? invoice.issuedOn : doc.note.issuedOn,
    doc.kind === "invoice" ? "" : invoice.number,
    inertCsvCell(invoice.customerName),
    String(invoice.customerId),
    invoice.customerGstin ?? "",
    invoice.placeOfSupplyStateCode ?? "Export",
    doc.kind === "invoice" ? invoiceTable(invoice) : creditNoteTable(doc.note),
    invoice.currency,
    money(amounts.taxable),
    money(amounts.cgst),
    money(amounts.sgst),
    money(amounts.igst),
    money(amounts.total),
    invoice.exchangeRate ?? "",
    money(inr.taxable),
    money(inr.total),
  ];
}
