/**
 * The site's invoices and credit notes as a return reads them (docs/business-rules.md#gst-returns):
 * amounts in rupees (paise), an export's dollars converted at the rate its invoice recorded, and the
 * table of GSTR-1 each document belongs to.
 */
import type { Currency } from "../money.ts";
import type { IsoDate } from "../pricing/dates.ts";
import type { SupplyType } from "../invoices/place-of-supply.ts";
import type { TaxAmounts } from "../invoices/tax-split.ts";
import { centsToPaise } from "./exchange-rate.ts";

export interface ReturnInvoice {
  number: string;
  issuedOn: IsoDate;
  customerId: number;
  customerName: string;
  customerGstin: string | null;
  /** The customer's state when billing from India (a name), for Tally's party ledger. */
  customerState: string | null;
  supplyType: SupplyType;
  placeOfSupplyStateCode: string | null;
  currency: Currency;
  /** In minor units of `currency`. */
  amounts: TaxAmounts;
  /** Rupees per dollar recorded on a USD invoice ("84.2575"); null for rupees. */
  exchangeRate: string | null;
  /** Each line's SAC and its amount before discount: how the value is shared between SACs. */
  lines: { sac: string; amount: number }[];
}

export interface ReturnCreditNote {
  number: string;
  issuedOn: IsoDate;
  /** In minor units of the invoice's currency. */
  amounts: TaxAmounts;
  /** The invoice it credits (perhaps of an earlier month): it decides where the note is reported. */
  invoice: ReturnInvoice;
}

/** Where an invoice goes in GSTR-1. */
export type InvoiceTable = "b2b" | "b2cl" | "b2cs" | "exp";
/** Where a credit note goes: against a registered buyer, an unregistered large or export one, or netted into B2C small. */
export type CreditNoteTable = "cdnr" | "cdnur" | "b2cs";

/** Every supply here is taxed at 18% (SAC 997331 and 999293); an export under LUT carries the rate with no tax paid. */
export const RETURN_TAX_RATE = 18;

/**
 * B2C (large): an inter-state invoice to an unregistered buyer whose value is above ₹2,50,000, or above
 * ₹1,00,000 for invoices issued from 1 August 2024 (Notification 12/2024–Central Tax). Rupees, in paise.
 */
export function b2clThreshold(issuedOn: IsoDate): number {
  return issuedOn >= "2024-08-01" ? 100_000_00 : 250_000_00;
}

/** The document's amounts in paise: rupee documents as they are, an export's dollars at its invoice's rate. */
export function rupeeAmounts(amounts: TaxAmounts, invoice: Pick<ReturnInvoice, "currency" | "exchangeRate" | "number">): TaxAmounts {
  if (invoice.currency === "INR") return amounts;
  if (!invoice.exchangeRate) throw new RangeError(`Invoice ${invoice.number} is in ${invoice.currency} but records no exchange rate.`);
  // An export is zero-rated: its whole value is taxable value, with no tax in it to convert.
  const total = centsToPaise(amounts.total, invoice.exchangeRate);
  return { taxable: total, cgst: 0, sgst: 0, igst: 0, total };
}

export function invoiceTable(invoice: ReturnInvoice): InvoiceTable {
  // An export is an export even to a buyer who gave a GSTIN: the dollars decided its place of supply.
  if (invoice.supplyType === "export") return "exp";
  if (invoice.customerGstin) return "b2b";
  if (invoice.supplyType === "interState" && rupeeAmounts(invoice.amounts, invoice).total > b2clThreshold(invoice.issuedOn)) return "b2cl";
  return "b2cs";
}

/** The portal places a credit note by the invoice it credits: B2B → CDNR; B2C large or export → CDNUR; B2C small → netted into B2CS. */
export function creditNoteTable(note: ReturnCreditNote): CreditNoteTable {
  const table = invoiceTable(note.invoice);
  if (table === "b2b") return "cdnr";
  if (table === "b2cs") return "b2cs";
  return "cdnur";
}

/** `amounts` shared between the invoice's SACs in proportion to its lines; each share a difference of cumulative shares, so they add up exactly. */
export function sacShares(amounts: TaxAmounts, lines: ReturnInvoice["lines"]): { sac: string; amounts: TaxAmounts }[] {
  const bySac = new Map<string, number>();
  for (const line of lines) bySac.set(line.sac, (bySac.get(line.sac) ?? 0) + line.amount);
  const whole = [...bySac.values()].reduce((a, b) => a + b, 0);
  if (bySac.size <= 1 || whole <= 0) return [{ sac: lines[0]?.sac ?? "", amounts }];
  const keys = ["taxable", "cgst", "sgst", "igst", "total"] as const;
  const share = (value: number, part: number) => Number((BigInt(value) * BigInt(part) * 2n + BigInt(whole)) / (2n * BigInt(whole)));
  let before = 0;
  return [...bySac.entries()].map(([sac, part]) => {
    const after = before + part;
    const piece = Object.fromEntries(
      keys.filter((k) => k !== "total").map((k) => [k, share(amounts[k], after) - share(amounts[k], before)]),
    ) as Omit<TaxAmounts, "total">;
    before = after;
    return { sac, amounts: { ...piece, total: piece.taxable + piece.cgst + piece.sgst + piece.igst } };
  });
}
