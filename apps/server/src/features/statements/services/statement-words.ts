import { formatDay, minorToUnits, type Currency, type CurrencyTotals, type StatementLineKind, type TaxedAmounts } from "@investar/core";

/** What each kind of line is called, on the PDF and in the CSV. */
export const LINE_KIND_WORDS: Record<StatementLineKind, string> = {
  invoice: "Tax invoice",
  creditNote: "Credit note",
  refund: "Refund",
  walletCredit: "Wallet credit",
  walletDebit: "Wallet debit",
};

/** "18%" or "0% (export)": a GST rate as the summary names it. */
export const rateWords = (rate: number) => (rate === 0 ? "0% (zero-rated export)" : `${rate}%`);

/** "1 Apr 2025 to 31 Mar 2026" */
export const periodWords = (first: string, last: string) => `${formatDay(first)} to ${formatDay(last)}`;

/** File names: "Investar-statement-2025-26.pdf". */
export const statementFileName = (financialYear: string, extension: "pdf" | "csv") => `Investar-statement-${financialYear}.${extension}`;

/** A plain decimal for a spreadsheet ("-590.00"). */
export const decimal = (minor: number, currency: Currency) => minorToUnits(minor, currency).toFixed(2);

/** The summary rows both files print per currency: label, the tax columns (or null), and the amount. */
export function summaryRows(totals: CurrencyTotals): { label: string; tax: TaxedAmounts | null; amount: number }[] {
  return [
    { label: `Tax invoices (${totals.invoices.count})`, tax: totals.invoices, amount: totals.invoices.total },
    { label: `Less: credit notes (${totals.creditNotes.count})`, tax: totals.creditNotes, amount: totals.creditNotes.total },
    { label: "Net of credit notes", tax: totals.net, amount: totals.net.total },
    ...totals.gstByRate.map((rate) => ({ label: `GST at ${rateWords(rate.rate)}`, tax: rate, amount: rate.total })),
    { label: `Refunds (${totals.refunds.count})`, tax: null, amount: totals.refunds.total },
    { label: "Wallet credits", tax: null, amount: totals.wallet.credits },
    { label: "Wallet debits", tax: null, amount: totals.wallet.debits },
    { label: "Wallet: change over the year", tax: null, amount: totals.wallet.net },
  ];
}
