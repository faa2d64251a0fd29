import { stringify } from "csv-stringify/sync";
import type { CustomerStatement } from "./read-statement.ts";
import { decimal, LINE_KIND_WORDS, summaryRows } from "./statement-words.ts";

const COLUMNS = [
  "Date",
  "Type",
  "Number",
  "Order",
  "Description",
  "Currency",
  "GST rate (%)",
  "Taxable value",
  "CGST",
  "SGST",
  "IGST",
  "Amount",
];

/**
 * The statement as a spreadsheet (ADR 0039): one row per document or movement, in the order they
 * happened (India days), amounts in currency units with a sign (a credit note and a wallet debit are
 * negative); then, after an empty row, the totals of each currency with a Type that says what they add up.
 */
export function statementCsv({ statement }: CustomerStatement): string {
  const rows: unknown[][] = statement.lines.map((line) => [
    line.day,
    LINE_KIND_WORDS[line.kind],
    line.number,
    line.orderNumber,
    line.description,
    line.currency,
    line.gstRate ?? "",
    ...(line.tax
      ? [line.tax.taxable, line.tax.cgst, line.tax.sgst, line.tax.igst].map((minor) => decimal(minor, line.currency))
      : ["", "", "", ""]),
    decimal(line.amount, line.currency),
  ]);
  rows.push([]);
  for (const totals of statement.totals)
    for (const row of summaryRows(totals))
      rows.push([
        statement.financialYear,
        row.label,
        "",
        "",
        "",
        totals.currency,
        "",
        ...(row.tax
          ? [row.tax.taxable, row.tax.cgst, row.tax.sgst, row.tax.igst].map((minor) => decimal(minor, totals.currency))
          : ["", "", "", ""]),
        decimal(row.amount, totals.currency),
      ]);
  return stringify(rows, { header: true, columns: COLUMNS, bom: true });
}
