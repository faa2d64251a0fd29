import { describeState, formatDay, indiaToday, type Currency, type CurrencyTotals, type StatementLine } from "@investar/core";
import type { StatementTableView, StatementView } from "../../../integrations/pdf/statement-view-types.ts";
import { documentAmount } from "../../invoices/index.ts";
import type { CustomerStatement } from "./read-statement.ts";
import { LINE_KIND_WORDS, periodWords, summaryRows } from "./statement-words.ts";

const right = "right" as const;
const left = "left" as const;

/** The PDF's text (ADR 0039): who, which year, the lines of each currency, then its totals and GST per rate. */
export function statementView({ statement, customer, supplier, at, test }: CustomerStatement): StatementView {
  const currencies = statement.totals.map((t) => t.currency);
  return {
    title: `${test ? "TEST " : ""}STATEMENT OF ACCOUNT`,
    subtitle: `Financial year ${statement.financialYear}: ${periodWords(statement.first, statement.last)}`,
    facts: [
      ["Customer ID", String(customer.userId)],
      ["Drawn up on", formatDay(indiaToday(at))],
    ],
    supplier: supplier
      ? {
          name: supplier.legalName,
          lines: [...supplier.addressLines, `GSTIN: ${supplier.gstin}`, `State: ${describeState(supplier.stateCode)}`],
        }
      : null,
    customer: { name: customer.name, lines: [customer.email] },
    tables: currencies.flatMap((currency) => [
      linesTable(
        currency,
        statement.lines.filter((line) => line.currency === currency),
      ),
      totalsTable(statement.totals.find((t) => t.currency === currency)!),
    ]),
    notes: [
      ...(test ? ["TEST: drawn up by a test site running the payment simulator. No money was taken; its documents are not valid."] : []),
      "Dates are India dates; a financial year runs from 1 April to 31 March. Credit notes and wallet debits are shown as negative amounts.",
      "GST by rate is what the year's tax invoices charged less what its credit notes credited. Each tax invoice and credit note is the legal document; download them from My Subscription.",
      "This is a computer-generated statement.",
    ],
  };
}

function linesTable(currency: Currency, lines: StatementLine[]): StatementTableView {
  const m = (minor: number) => documentAmount(minor, currency);
  return {
    heading: `Documents and movements (${currency})`,
    columns: [
      { label: "Date", weight: 62, align: left },
      { label: "Type", weight: 62, align: left },
      { label: "Number", weight: 92, align: left },
      { label: "Description", weight: 220, align: left },
      { label: "GST rate", weight: 40, align: right },
      { label: `Taxable (${currency})`, weight: 72, align: right },
      { label: "CGST", weight: 56, align: right },
      { label: "SGST", weight: 56, align: right },
      { label: "IGST", weight: 56, align: right },
      { label: `Amount (${currency})`, weight: 76, align: right },
    ],
    rows: lines.map((line) => ({
      cells: [
        formatDay(line.day),
        LINE_KIND_WORDS[line.kind],
        line.number || line.orderNumber,
        line.description,
        line.gstRate === null ? "" : `${line.gstRate}%`,
        ...(line.tax ? [line.tax.taxable, line.tax.cgst, line.tax.sgst, line.tax.igst].map(m) : ["", "", "", ""]),
        m(line.amount),
      ],
    })),
    emptyText: "Nothing was invoiced, credited, refunded or moved in your wallet in this financial year.",
  };
}

function totalsTable(totals: CurrencyTotals): StatementTableView {
  const m = (minor: number) => documentAmount(minor, totals.currency);
  const strong = new Set(["Net of credit notes", "Wallet: change over the year"]);
  return {
    heading: `Totals and GST per rate (${totals.currency})`,
    columns: [
      { label: "", weight: 200, align: left },
      { label: `Taxable (${totals.currency})`, weight: 80, align: right },
      { label: "CGST", weight: 70, align: right },
      { label: "SGST", weight: 70, align: right },
      { label: "IGST", weight: 70, align: right },
      { label: `Total (${totals.currency})`, weight: 90, align: right },
    ],
    rows: summaryRows(totals).map((row) => ({
      cells: [
        row.label,
        ...(row.tax ? [row.tax.taxable, row.tax.cgst, row.tax.sgst, row.tax.igst].map(m) : ["", "", "", ""]),
        m(row.amount),
      ],
      strong: strong.has(row.label),
    })),
  };
}
