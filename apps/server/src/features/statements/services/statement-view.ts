import { describeState, formatDay, indiaToday, type Currency, type CurrencyTotals, type StatementLine } from "@investar/core";
import { signedAmount } from "../../../integrations/pdf/document-fonts.ts";
import type { StatementTableView, StatementView } from "../../../integrations/pdf/statement-view-types.ts";
import { documentAmount } from "../../invoices/index.ts";
import type { CustomerStatement } from "./read-statement.ts";
import { LINE_KIND_WORDS, periodWords, summaryRows } from "./statement-words.ts";

const right = "right" as const;
const left = "left" as const;

/**
 * The PDF's text (ADR 0039): who, which year, the lines of each currency, then its totals and GST per rate. Headings in
 * Hindi and English and amounts with the currency's sign, as on the tax documents (ADR 0061); the rest stays English.
 */
export function statementView({ statement, customer, supplier, at, test }: CustomerStatement): StatementView {
  const currencies = statement.totals.map((t) => t.currency);
  return {
    title: test ? "टेस्ट खाता विवरण / TEST STATEMENT OF ACCOUNT" : "खाता विवरण / STATEMENT OF ACCOUNT",
    subtitle: `Financial year ${statement.financialYear}: ${periodWords(statement.first, statement.last)}`,
    facts: [
      [{ hi: "ग्राहक ID", en: "Customer ID" }, String(customer.userId)],
      [{ hi: "तैयार करने की तारीख", en: "Drawn up on" }, formatDay(indiaToday(at))],
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

/** An amount as the tax documents print it: "₹4,124.00", "-₹100.00", "$12.50". */
const amountIn = (currency: Currency) => (minor: number) => signedAmount(documentAmount(minor, currency), currency);

/** The tax columns' heads: the same words in both languages. */
const taxHeads = (weight: number) =>
  (["CGST", "SGST", "IGST"] as const).map((tax) => ({ label: { hi: tax, en: tax }, weight, align: right }));

function linesTable(currency: Currency, lines: StatementLine[]): StatementTableView {
  const m = amountIn(currency);
  return {
    heading: `दस्तावेज़ और लेन-देन / Documents and movements (${currency})`,
    columns: [
      { label: { hi: "तारीख", en: "Date" }, weight: 62, align: left },
      { label: { hi: "प्रकार", en: "Type" }, weight: 62, align: left },
      { label: { hi: "संख्या", en: "Number" }, weight: 92, align: left },
      { label: { hi: "विवरण", en: "Description" }, weight: 220, align: left },
      { label: { hi: "GST दर", en: "GST rate" }, weight: 40, align: right },
      { label: { hi: "कर योग्य मूल्य", en: `Taxable (${currency})` }, weight: 72, align: right },
      ...taxHeads(56),
      { label: { hi: "राशि", en: `Amount (${currency})` }, weight: 76, align: right },
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
  const m = amountIn(totals.currency);
  const strong = new Set(["Net of credit notes", "Wallet: change over the year"]);
  return {
    heading: `कुल योग और GST दर के अनुसार / Totals and GST per rate (${totals.currency})`,
    columns: [
      { label: { hi: "", en: "" }, weight: 200, align: left },
      { label: { hi: "कर योग्य मूल्य", en: `Taxable (${totals.currency})` }, weight: 80, align: right },
      ...taxHeads(70),
      { label: { hi: "कुल", en: `Total (${totals.currency})` }, weight: 90, align: right },
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
