/**
 * A customer's statement for a financial year (docs/business-rules.md#customer-statement): every tax
 * invoice, credit note, refund and wallet movement of the year in India time, in the order they happened,
 * with totals per currency and the GST of the year per rate (invoices less credit notes). Pure: the
 * server reads the rows, this decides what belongs to the year and adds it up, to the paisa.
 */
import type { Currency } from "../money.ts";
import { indiaToday, type IsoDate } from "../pricing/dates.ts";
import type { SupplyType } from "../invoices/place-of-supply.ts";
import { taxRates } from "../invoices/tax-split.ts";
import type { WalletKind } from "../wallet-ledger.ts";
import { isSettledRefund, refundStatusWords, type RefundStatus } from "../payments/refund-rules.ts";
import type { StatementPeriod } from "./statement-year.ts";

/** Minor units, as issued. */
export interface TaxedAmounts {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** taxable + cgst + sgst + igst */
  total: number;
}

interface TaxedDocument extends TaxedAmounts {
  number: string;
  issuedAt: Date;
  orderNumber: string;
  currency: Currency;
  supplyType: SupplyType;
}

export type StatementInvoice = TaxedDocument;
export interface StatementCreditNote extends TaxedDocument {
  invoiceNumber: string;
  reason: string;
}
export interface StatementRefund {
  orderNumber: string;
  at: Date;
  currency: Currency;
  /** What was given back, in minor units. */
  amount: number;
  /** Where it went ("wallet" or back the way it was paid) and how far it got. */
  destination: string;
  status: RefundStatus;
  reason: string;
}
export interface StatementWalletMovement {
  at: Date;
  currency: Currency;
  kind: WalletKind;
  /** Signed: a credit is positive, a debit negative. */
  amount: number;
  reason: string;
}

export interface StatementRecords {
  invoices: StatementInvoice[];
  creditNotes: StatementCreditNote[];
  refunds: StatementRefund[];
  walletMovements: StatementWalletMovement[];
}

export type StatementLineKind = "invoice" | "creditNote" | "refund" | "walletCredit" | "walletDebit";

/** One row of the statement. Credit notes carry negative amounts, so a column adds up to the year's net. */
export interface StatementLine {
  day: IsoDate;
  at: Date;
  kind: StatementLineKind;
  /** The document's number, or the order a refund or movement concerns ("" when none). */
  number: string;
  orderNumber: string;
  description: string;
  currency: Currency;
  /** Invoices and credit notes: the GST rate in per cent (18, or 0 for an export) and the signed amounts. */
  gstRate: number | null;
  tax: TaxedAmounts | null;
  /** The amount of the row: the document's total (negative for a credit note), the refund, the movement. */
  amount: number;
}

export interface GstRateTotal extends TaxedAmounts {
  /** The rate in per cent: 18 (CGST 9% + SGST 9%, or IGST 18%), 0 for a zero-rated export. */
  rate: number;
}

export interface CurrencyTotals {
  currency: Currency;
  invoices: { count: number } & TaxedAmounts;
  creditNotes: { count: number } & TaxedAmounts;
  /** Invoices less credit notes. */
  net: TaxedAmounts;
  /** Net per GST rate, highest rate first; their sum is `net`. */
  gstByRate: GstRateTotal[];
  refunds: { count: number; total: number };
  /** Wallet credits and debits (both positive) and the year's change of the balance. */
  wallet: { credits: number; debits: number; net: number };
}

export interface Statement extends StatementPeriod {
  lines: StatementLine[];
  /** Per currency, rupees first; rupees always, a currency with no record of the year not at all. */
  totals: CurrencyTotals[];
}

const ZERO: TaxedAmounts = { taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 };
const KIND_ORDER: Record<StatementLineKind, number> = { walletDebit: 0, invoice: 1, creditNote: 2, refund: 3, walletCredit: 4 };

const add = (a: TaxedAmounts, b: TaxedAmounts, sign = 1): TaxedAmounts => ({
  taxable: a.taxable + sign * b.taxable,
  cgst: a.cgst + sign * b.cgst,
  sgst: a.sgst + sign * b.sgst,
  igst: a.igst + sign * b.igst,
  total: a.total + sign * b.total,
});
const amountsOf = ({ taxable, cgst, sgst, igst, total }: TaxedAmounts): TaxedAmounts => ({ taxable, cgst, sgst, igst, total });

/** The whole GST rate of a supply, as its invoice prints it. */
export function gstRateOf(supplyType: SupplyType): number {
  const rates = taxRates(supplyType);
  return rates.cgst + rates.sgst + rates.igst;
}

export function assembleStatement(period: StatementPeriod, records: StatementRecords): Statement {
  const inYear = (at: Date) => at >= period.from && at < period.until;
  const line = (at: Date, rest: Omit<StatementLine, "day" | "at">): StatementLine => ({ day: indiaToday(at), at, ...rest });
  const lines: StatementLine[] = [
    ...records.invoices
      .filter((doc) => inYear(doc.issuedAt))
      .map((doc) =>
        line(doc.issuedAt, {
          kind: "invoice",
          number: doc.number,
          orderNumber: doc.orderNumber,
          description: `Tax invoice for order ${doc.orderNumber}`,
          currency: doc.currency,
          gstRate: gstRateOf(doc.supplyType),
          tax: amountsOf(doc),
          amount: doc.total,
        }),
      ),
    ...records.creditNotes
      .filter((doc) => inYear(doc.issuedAt))
      .map((doc) =>
        line(doc.issuedAt, {
          kind: "creditNote",
          number: doc.number,
          orderNumber: doc.orderNumber,
          description: `Credit note against ${doc.invoiceNumber}: ${doc.reason}`,
          currency: doc.currency,
          gstRate: gstRateOf(doc.supplyType),
          tax: add(ZERO, doc, -1),
          amount: 0 - doc.total,
        }),
      ),
    ...records.refunds
      // Only money that went back: a refund still at the gateway, or one it refused, is not part of the year's account.
      .filter((refund) => inYear(refund.at) && isSettledRefund(refund.status))
      .map((refund) =>
        line(refund.at, {
          kind: "refund",
          number: "",
          orderNumber: refund.orderNumber,
          description: `Refund of order ${refund.orderNumber} to ${refund.destination === "wallet" ? "your wallet" : "the way it was paid"} (${refundStatusWords[refund.status].toLowerCase()}): ${refund.reason}`,
          currency: refund.currency,
          gstRate: null,
          tax: null,
          amount: refund.amount,
        }),
      ),
    ...records.walletMovements
      .filter((movement) => inYear(movement.at))
      .map((movement) =>
        line(movement.at, {
          kind: movement.amount >= 0 ? "walletCredit" : "walletDebit",
          number: "",
          orderNumber: "",
          description: `${movement.amount >= 0 ? "Wallet credit" : "Wallet debit"} (${movement.kind} credit): ${movement.reason}`,
          currency: movement.currency,
          gstRate: null,
          tax: null,
          amount: movement.amount,
        }),
      ),
  ].sort((a, b) => a.at.getTime() - b.at.getTime() || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.number.localeCompare(b.number));

  const currencies = new Set<Currency>(["INR", ...lines.map((l) => l.currency)]);
  const totals = (["INR", "USD"] as const).filter((c) => currencies.has(c)).map((currency) => totalsOf(currency, lines));
  return { ...period, lines, totals };
}

function totalsOf(currency: Currency, all: StatementLine[]): CurrencyTotals {
  const lines = all.filter((l) => l.currency === currency);
  const documents = (kind: "invoice" | "creditNote") => {
    const chosen = lines.filter((l) => l.kind === kind);
    const sum = chosen.reduce((acc, l) => add(acc, l.tax!, kind === "creditNote" ? -1 : 1), ZERO);
    return { count: chosen.length, ...sum };
  };
  const invoices = documents("invoice");
  const creditNotes = documents("creditNote");
  const byRate = new Map<number, TaxedAmounts>();
  for (const l of lines) if (l.tax && l.gstRate !== null) byRate.set(l.gstRate, add(byRate.get(l.gstRate) ?? ZERO, l.tax));
  const refunds = lines.filter((l) => l.kind === "refund");
  const sumOf = (kind: StatementLineKind) => lines.filter((l) => l.kind === kind).reduce((acc, l) => acc + l.amount, 0);
  const credits = sumOf("walletCredit");
  const debits = 0 - sumOf("walletDebit");
  return {
    currency,
    invoices,
    creditNotes,
    net: add(amountsOf(invoices), creditNotes, -1),
    gstByRate: [...byRate.entries()].sort(([a], [b]) => b - a).map(([rate, amounts]) => ({ rate, ...amounts })),
    refunds: { count: refunds.length, total: refunds.reduce((acc, l) => acc + l.amount, 0) },
    wallet: { credits, debits, net: credits - debits },
  };
}
