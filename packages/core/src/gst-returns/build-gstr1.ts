/**
 * GSTR-1 of one month from the site's own invoices and credit notes (docs/business-rules.md#gst-returns,
 * ADR 0037). Pure: the server reads the month's documents, this decides where each goes and adds them up.
 * Every amount is summed in paise and written in rupees only at the end, so the tables add up to the
 * month's invoices minus its credit notes exactly.
 */
import { SAC_SOFTWARE_LICENCE, SAC_TRAINING } from "../invoices/sac.ts";
import type { TaxAmounts } from "../invoices/tax-split.ts";
import type { ReturnPeriod } from "./return-period.ts";
import {
  creditNoteTable,
  invoiceTable,
  RETURN_TAX_RATE,
  rupeeAmounts,
  sacShares,
  type ReturnCreditNote,
  type ReturnInvoice,
} from "./return-documents.ts";
import {
  GSTR1_FORMAT_VERSION,
  type B2csRow,
  type DocumentRange,
  type Gstr1Return,
  type HsnRow,
  type NumberedItem,
  type SummedTaxColumns,
} from "./gstr1-format.ts";

export interface Gstr1Input {
  /** The supplier's GSTIN: the business profile's. */
  gstin: string;
  period: ReturnPeriod;
  /** Invoices issued in the month. */
  invoices: ReturnInvoice[];
  /** Credit notes issued in the month, each with the invoice it credits. */
  creditNotes: ReturnCreditNote[];
}

/** The HSN summary's description: the portal takes at most 30 characters, so SAC_DESCRIPTION's gist. */
const SAC_DESCRIPTIONS: Record<string, string> = {
  [SAC_SOFTWARE_LICENCE]: "Software licensing services",
  [SAC_TRAINING]: "Commercial training services",
};

/** Paise → rupees, as the portal writes amounts (exact: a whole number of paise has at most two decimals). */
export const rupees = (paise: number): number => Math.round(paise) / 100;

/** "2026-07-15" → "15-07-2026" */
export const portalDate = (iso: string): string => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

function item(a: TaxAmounts, withSplit: boolean): NumberedItem {
  const det = { rt: RETURN_TAX_RATE, txval: rupees(a.taxable), iamt: rupees(a.igst), csamt: 0 };
  return {
    // The offline tool numbers an item by its rate: 18% → 1801.
    num: RETURN_TAX_RATE * 100 + 1,
    itm_det: withSplit ? { ...det, camt: rupees(a.cgst), samt: rupees(a.sgst) } : det,
  };
}

function groupBy<T>(items: T[], key: (item: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const it of items) groups.set(key(it), [...(groups.get(key(it)) ?? []), it]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

const byNumber = <T extends { number: string }>(a: T, b: T) => a.number.localeCompare(b.number);

function addInto(sum: TaxAmounts, a: TaxAmounts, sign: 1 | -1): void {
  sum.taxable += sign * a.taxable;
  sum.cgst += sign * a.cgst;
  sum.sgst += sign * a.sgst;
  sum.igst += sign * a.igst;
  sum.total += sign * a.total;
}

/** A summed row's rate and tax columns in rupees (the portal's key order: rate, taxable, IGST, CGST, SGST, cess). */
const summedColumns = (sum: TaxAmounts): SummedTaxColumns => ({
  rt: RETURN_TAX_RATE,
  txval: rupees(sum.taxable),
  iamt: rupees(sum.igst),
  camt: rupees(sum.cgst),
  samt: rupees(sum.sgst),
  csamt: 0,
});

const zero = (): TaxAmounts => ({ taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 });

/** B2C small: one row per place of supply, supply type and rate; small B2C credit notes subtract from their invoice's row. */
function b2csRows(invoices: ReturnInvoice[], notes: ReturnCreditNote[]): B2csRow[] {
  const rows = new Map<string, { pos: string; inter: boolean; sum: TaxAmounts }>();
  const add = (invoice: ReturnInvoice, amounts: TaxAmounts, sign: 1 | -1) => {
    const pos = invoice.placeOfSupplyStateCode ?? "";
    const inter = invoice.supplyType === "interState";
    const key = `${pos}|${inter ? "INTER" : "INTRA"}|${RETURN_TAX_RATE}`;
    const row = rows.get(key) ?? { pos, inter, sum: zero() };
    addInto(row.sum, amounts, sign);
    rows.set(key, row);
  };
  for (const invoice of invoices) add(invoice, rupeeAmounts(invoice.amounts, invoice), 1);
  for (const note of notes) add(note.invoice, rupeeAmounts(note.amounts, note.invoice), -1);
  return [...rows.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .filter(([, row]) => row.sum.total !== 0 || row.sum.taxable !== 0)
    .map(([, { pos, inter, sum }]) => ({
      sply_ty: inter ? "INTER" : "INTRA",
      pos,
      typ: "OE",
      ...summedColumns(sum),
    }));
}

/** HSN/SAC summary: net of credit notes, per SAC and rate; B2B (registered buyers) apart from everyone else. */
function hsnRows(entries: { invoice: ReturnInvoice; amounts: TaxAmounts; sign: 1 | -1 }[]): HsnRow[] {
  const sums = new Map<string, TaxAmounts>();
  for (const { invoice, amounts, sign } of entries)
    for (const share of sacShares(rupeeAmounts(amounts, invoice), invoice.lines)) {
      const sum = sums.get(share.sac) ?? zero();
      addInto(sum, share.amounts, sign);
      sums.set(share.sac, sum);
    }
  return [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([sac, sum], index) => ({
      num: index + 1,
      hsn_sc: sac,
      desc: SAC_DESCRIPTIONS[sac] ?? "",
      // Services have no unit of quantity: the portal's "NA" and a quantity of 0.
      uqc: "NA",
      qty: 0,
      ...summedColumns(sum),
    }));
}

/** One range per series (the number without its serial: a prefix changed mid-month starts another); never cancelled, as an issued document is never withdrawn. */
export function documentRanges(numbers: string[]): DocumentRange[] {
  const series = groupBy(numbers, (n) => n.slice(0, n.lastIndexOf("/") + 1));
  return series.map(([, members], index) => {
    const sorted = [...members].sort((a, b) => a.localeCompare(b));
    const serial = (n: string) => Number(n.slice(n.lastIndexOf("/") + 1));
    const totnum = serial(sorted[sorted.length - 1]!) - serial(sorted[0]!) + 1;
    // A number missing between the first and the last is reported as cancelled (a test document, say).
    const cancel = totnum - sorted.length;
    return { num: index + 1, from: sorted[0]!, to: sorted[sorted.length - 1]!, totnum, cancel, net_issue: totnum - cancel };
  });
}

export function buildGstr1(input: Gstr1Input): Gstr1Return {
  const invoices = [...input.invoices].sort(byNumber);
  const notes = [...input.creditNotes].sort(byNumber);
  const table = new Map(invoices.map((invoice) => [invoice.number, invoiceTable(invoice)]));
  const of = (t: string) => invoices.filter((invoice) => table.get(invoice.number) === t);
  const notesIn = (t: string) => notes.filter((note) => creditNoteTable(note) === t);
  const result: Gstr1Return = { gstin: input.gstin, fp: input.period.fp, version: GSTR1_FORMAT_VERSION, hash: "hash" };

  const b2b = groupBy(of("b2b"), (invoice) => invoice.customerGstin!).map(([ctin, list]) => ({
    ctin,
    inv: list.map((invoice) => ({
      inum: invoice.number,
      idt: portalDate(invoice.issuedOn),
      val: rupees(invoice.amounts.total),
      pos: invoice.placeOfSupplyStateCode!,
      rchrg: "N" as const,
      inv_typ: "R" as const,
      itms: [item(invoice.amounts, true)],
    })),
  }));
  if (b2b.length) result.b2b = b2b;

  const b2cl = groupBy(of("b2cl"), (invoice) => invoice.placeOfSupplyStateCode!).map(([pos, list]) => ({
    pos,
    inv: list.map((invoice) => ({
      inum: invoice.number,
      idt: portalDate(invoice.issuedOn),
      val: rupees(invoice.amounts.total),
      itms: [item(invoice.amounts, false)],
    })),
  }));
  if (b2cl.length) result.b2cl = b2cl;

  const b2cs = b2csRows(of("b2cs"), notesIn("b2cs"));
  if (b2cs.length) result.b2cs = b2cs;

  const exports = of("exp").map((invoice) => {
    const inr = rupeeAmounts(invoice.amounts, invoice);
    return {
      inum: invoice.number,
      idt: portalDate(invoice.issuedOn),
      val: rupees(inr.total),
      itms: [{ txval: rupees(inr.taxable), rt: RETURN_TAX_RATE, iamt: 0, csamt: 0 }],
    };
  });
  if (exports.length) result.exp = [{ exp_typ: "WOPAY", inv: exports }];

  const cdnr = groupBy(notesIn("cdnr"), (note) => note.invoice.customerGstin!).map(([ctin, list]) => ({
    ctin,
    nt: list.map((note) => ({
      ntty: "C" as const,
      nt_num: note.number,
      nt_dt: portalDate(note.issuedOn),
      val: rupees(note.amounts.total),
      pos: note.invoice.placeOfSupplyStateCode!,
      rchrg: "N" as const,
      inv_typ: "R" as const,
      itms: [item(note.amounts, true)],
    })),
  }));
  if (cdnr.length) result.cdnr = cdnr;

  const cdnur = notesIn("cdnur").map((note) => {
    const inr = rupeeAmounts(note.amounts, note.invoice);
    const exported = note.invoice.supplyType === "export";
    return {
      typ: exported ? ("EXPWOP" as const) : ("B2CL" as const),
      ntty: "C" as const,
      nt_num: note.number,
      nt_dt: portalDate(note.issuedOn),
      val: rupees(inr.total),
      ...(exported ? {} : { pos: note.invoice.placeOfSupplyStateCode! }),
      itms: [item(inr, false)],
    };
  });
  if (cdnur.length) result.cdnur = cdnur;

  const registered = (invoice: ReturnInvoice) => invoiceTable(invoice) === "b2b";
  const entries = [
    ...invoices.map((invoice) => ({ invoice, amounts: invoice.amounts, sign: 1 as const })),
    ...notes.map((note) => ({ invoice: note.invoice, amounts: note.amounts, sign: -1 as const })),
  ];
  const hsnB2b = hsnRows(entries.filter((e) => registered(e.invoice)));
  const hsnB2c = hsnRows(entries.filter((e) => !registered(e.invoice)));
  if (hsnB2b.length || hsnB2c.length)
    result.hsn = { ...(hsnB2b.length ? { hsn_b2b: hsnB2b } : {}), ...(hsnB2c.length ? { hsn_b2c: hsnB2c } : {}) };

  const docDet = [
    { doc_num: 1 as const, doc_typ: "Invoices for outward supply", docs: documentRanges(invoices.map((i) => i.number)) },
    { doc_num: 5 as const, doc_typ: "Credit Note", docs: documentRanges(notes.map((n) => n.number)) },
  ].filter((d) => d.docs.length > 0);
  if (docDet.length) result.doc_issue = { doc_det: docDet };
  return result;
}
