/**
 * A month's sales invoices and credit notes as Tally Prime imports them (Gateway of Tally → Import →
 * Transactions; ADR 0037): one `ENVELOPE` with an `Import Data` request whose `TALLYMESSAGE`s first
 * create the ledgers the vouchers use (Tally skips a ledger that already exists) and then one voucher
 * per document. Amounts are rupees; an export's dollars at its invoice's rate. Tally signs debits
 * negative with ISDEEMEDPOSITIVE Yes, credits positive with No; each voucher balances to zero.
 */
import { stateNameOfCode } from "../invoices/gst-states.ts";
import type { TaxAmounts } from "../invoices/tax-split.ts";
import { rupeeAmounts, type ReturnCreditNote, type ReturnInvoice } from "./return-documents.ts";

export const TALLY_LEDGERS = {
  sales: "Sales - Software Licences",
  exportSales: "Export Sales (LUT)",
  cgst: "Output CGST",
  sgst: "Output SGST",
  igst: "Output IGST",
} as const;

export interface TallyExportInput {
  /** Tally's company the vouchers go to (SVCURRENTCOMPANY): the business's legal name. */
  companyName: string;
  invoices: ReturnInvoice[];
  creditNotes: ReturnCreditNote[];
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

const tag = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;
/** "2026-07-15" → "20260715" */
const tallyDate = (iso: string) => iso.replaceAll("-", "");
const amount = (paise: number) => (paise / 100).toFixed(2);

/** The customer's own ledger under Sundry Debtors: name and customer id (names repeat), with the GSTIN when registered. */
export function partyLedgerName(invoice: Pick<ReturnInvoice, "customerName" | "customerId">): string {
  return `${invoice.customerName.trim().slice(0, 60)} (C${invoice.customerId})`;
}

function stateOf(invoice: ReturnInvoice): string {
  return invoice.placeOfSupplyStateCode ? (stateNameOfCode(invoice.placeOfSupplyStateCode) ?? "") : "";
}

function ledgerMaster(name: string, parent: string, extra: string[] = []): string {
  return `<TALLYMESSAGE xmlns:UDF="TallyUDF"><LEDGER NAME="${escapeXml(name)}" ACTION="Create">${tag("NAME", name)}${tag("PARENT", parent)}${extra.join("")}</LEDGER></TALLYMESSAGE>`;
}

function partyMaster(invoice: ReturnInvoice): string {
  const exported = invoice.supplyType === "export";
  const fields = [
    tag("ISBILLWISEON", "Yes"),
    tag("COUNTRYNAME", exported ? "Outside India" : "India"),
    tag("GSTREGISTRATIONTYPE", invoice.customerGstin ? "Regular" : "Unregistered/Consumer"),
  ];
  if (invoice.customerGstin) fields.push(tag("PARTYGSTIN", invoice.customerGstin));
  const state = stateOf(invoice);
  if (state) fields.push(tag("LEDSTATENAME", state));
  return ledgerMaster(partyLedgerName(invoice), "Sundry Debtors", fields);
}

function ledgerEntry(ledger: string, paise: number, debit: boolean, isParty = false): string {
  return (
    "<LEDGERENTRIES.LIST>" +
    tag("LEDGERNAME", ledger) +
    tag("ISDEEMEDPOSITIVE", debit ? "Yes" : "No") +
    tag("ISPARTYLEDGER", isParty ? "Yes" : "No") +
    tag("AMOUNT", amount(debit ? -paise : paise)) +
    "</LEDGERENTRIES.LIST>"
  );
}

/** A sales voucher debits the party and credits sales and output tax; a credit note the reverse. */
function voucher(
  kind: "Sales" | "Credit Note",
  number: string,
  date: string,
  invoice: ReturnInvoice,
  amounts: TaxAmounts,
  narration: string,
): string {
  const inr = rupeeAmounts(amounts, invoice);
  const sale = kind === "Sales";
  const party = partyLedgerName(invoice);
  const entries = [ledgerEntry(party, inr.total, sale, true)];
  entries.push(ledgerEntry(invoice.supplyType === "export" ? TALLY_LEDGERS.exportSales : TALLY_LEDGERS.sales, inr.taxable, !sale));
  if (inr.cgst) entries.push(ledgerEntry(TALLY_LEDGERS.cgst, inr.cgst, !sale));
  if (inr.sgst) entries.push(ledgerEntry(TALLY_LEDGERS.sgst, inr.sgst, !sale));
  if (inr.igst) entries.push(ledgerEntry(TALLY_LEDGERS.igst, inr.igst, !sale));
  const state = stateOf(invoice);
  const head = [
    tag("DATE", tallyDate(date)),
    tag("VOUCHERTYPENAME", kind),
    tag("VOUCHERNUMBER", number),
    tag("REFERENCE", sale ? number : invoice.number),
    tag("PARTYLEDGERNAME", party),
    tag("PARTYNAME", invoice.customerName),
    tag("GSTREGISTRATIONTYPE", invoice.customerGstin ? "Regular" : "Unregistered/Consumer"),
    ...(invoice.customerGstin ? [tag("PARTYGSTIN", invoice.customerGstin)] : []),
    ...(state ? [tag("STATENAME", state), tag("PLACEOFSUPPLY", state)] : []),
    tag("COUNTRYOFRESIDENCE", invoice.supplyType === "export" ? "Outside India" : "India"),
    tag("NARRATION", narration),
    tag("PERSISTEDVIEW", "Accounting Voucher View"),
  ];
  return `<TALLYMESSAGE xmlns:UDF="TallyUDF"><VOUCHER VCHTYPE="${kind}" ACTION="Create" OBJVIEW="Accounting Voucher View">${head.join("")}${entries.join("")}</VOUCHER></TALLYMESSAGE>`;
}

function exchangeNote(invoice: ReturnInvoice, amounts: TaxAmounts): string {
  if (invoice.currency === "INR") return "";
  return ` USD ${(amounts.total / 100).toFixed(2)} at ₹${invoice.exchangeRate} per USD.`;
}

export function tallyVouchersXml(input: TallyExportInput): string {
  const parties = new Map<string, ReturnInvoice>();
  for (const invoice of [...input.invoices, ...input.creditNotes.map((n) => n.invoice)]) parties.set(partyLedgerName(invoice), invoice);
  const masters = [
    ledgerMaster(TALLY_LEDGERS.sales, "Sales Accounts"),
    ledgerMaster(TALLY_LEDGERS.exportSales, "Sales Accounts"),
    ...(["cgst", "sgst", "igst"] as const).map((tax) =>
      ledgerMaster(TALLY_LEDGERS[tax], "Duties & Taxes", [
        tag("TAXTYPE", "GST"),
        tag("GSTDUTYHEAD", tax === "cgst" ? "Central Tax" : tax === "sgst" ? "State Tax" : "Integrated Tax"),
      ]),
    ),
    ...[...parties.values()].map(partyMaster),
  ];
  const vouchers = [
    ...[...input.invoices]
      .sort((a, b) => a.number.localeCompare(b.number))
      .map((i) => voucher("Sales", i.number, i.issuedOn, i, i.amounts, `Tax invoice ${i.number}.${exchangeNote(i, i.amounts)}`)),
    ...[...input.creditNotes]
      .sort((a, b) => a.number.localeCompare(b.number))
      .map((n) =>
        voucher(
          "Credit Note",
          n.number,
          n.issuedOn,
          n.invoice,
          n.amounts,
          `Credit note ${n.number} against invoice ${n.invoice.number}.${exchangeNote(n.invoice, n.amounts)}`,
        ),
      ),
  ];
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    "<ENVELOPE><HEADER><TALLYREQUEST>Import Data</TALLYREQUEST></HEADER><BODY><IMPORTDATA><REQUESTDESC><REPORTNAME>All Masters</REPORTNAME>" +
    `<STATICVARIABLES>${tag("SVCURRENTCOMPANY", input.companyName)}</STATICVARIABLES></REQUESTDESC><REQUESTDATA>` +
    masters.join("") +
    vouchers.join("") +
    "</REQUESTDATA></IMPORTDATA></BODY></ENVELOPE>\n"
  );
}
