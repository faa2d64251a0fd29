/**
 * The month's (or a range's) invoices and credit notes as core's return builders read them
 * (docs/business-rules.md#gst-returns). Test documents (ADR 0012) are no supply and are left out.
 */
import { and, asc, eq, gt, gte, inArray, lt } from "drizzle-orm";
import { indiaToday, type ReturnCreditNote, type ReturnInvoice } from "@investar/core";
import { schema, type Executor } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";

type InvoiceRow = typeof schema.invoices.$inferSelect;
type CreditNoteRow = typeof schema.creditNotes.$inferSelect;

/** An invoice row as the builders read it; an export issued before rates were recorded falls back to today's configured rate (ADR 0037). */
export function returnInvoice(row: InvoiceRow, fallbackRate: string): ReturnInvoice {
  return {
    number: row.number,
    issuedOn: indiaToday(row.issuedAt),
    customerId: row.customer.userId,
    customerName: row.customer.name,
    customerGstin: row.customer.gstin,
    customerState: row.customer.billingState,
    supplyType: row.supplyType,
    placeOfSupplyStateCode: row.placeOfSupplyStateCode,
    currency: row.currency,
    amounts: { taxable: row.taxableValue, cgst: row.cgst, sgst: row.sgst, igst: row.igst, total: row.total },
    exchangeRate: row.currency === "INR" ? null : (row.exchangeRate ?? fallbackRate),
    lines: row.lines.map((line) => ({ sac: line.sac, amount: line.amount })),
  };
}

export function returnCreditNote(row: CreditNoteRow, invoice: ReturnInvoice): ReturnCreditNote {
  return {
    number: row.number,
    issuedOn: indiaToday(row.issuedAt),
    amounts: { taxable: row.taxableValue, cgst: row.cgst, sgst: row.sgst, igst: row.igst, total: row.total },
    invoice,
  };
}

/** Credit notes with the invoices they credit, which may be of an earlier month. */
export async function withTheirInvoices(deps: AppDeps, db: Executor, notes: CreditNoteRow[]): Promise<ReturnCreditNote[]> {
  if (notes.length === 0) return [];
  const ids = [...new Set(notes.map((note) => note.invoiceId))];
  const invoices = await db.select().from(schema.invoices).where(inArray(schema.invoices.id, ids));
  const byId = new Map(invoices.map((row) => [row.id, returnInvoice(row, deps.config.invoiceUsdInrRate)]));
  return notes.map((note) => returnCreditNote(note, byId.get(note.invoiceId)!));
}

/** Every invoice and credit note issued in [from, until), in one read: a month is small enough. */
export async function readReturnDocuments(
  deps: AppDeps,
  from: Date,
  until: Date,
): Promise<{ invoices: ReturnInvoice[]; creditNotes: ReturnCreditNote[] }> {
  return deps.db.transaction(async (tx) => {
    const i = schema.invoices;
    const c = schema.creditNotes;
    const invoiceRows = await tx
      .select()
      .from(i)
      .where(and(gte(i.issuedAt, from), lt(i.issuedAt, until), eq(i.isTest, false)))
      .orderBy(asc(i.id));
    const noteRows = await tx
      .select()
      .from(c)
      .where(and(gte(c.issuedAt, from), lt(c.issuedAt, until), eq(c.isTest, false)))
      .orderBy(asc(c.id));
    return {
      invoices: invoiceRows.map((row) => returnInvoice(row, deps.config.invoiceUsdInrRate)),
      creditNotes: await withTheirInvoices(deps, tx, noteRows),
    };
  });
}

/** One page of a table's documents after `afterId`, for the streamed register. */
export async function invoicePage(db: Executor, from: Date, until: Date, afterId: number, limit: number): Promise<InvoiceRow[]> {
  const i = schema.invoices;
  return db
    .select()
    .from(i)
    .where(and(gte(i.issuedAt, from), lt(i.issuedAt, until), eq(i.isTest, false), gt(i.id, afterId)))
    .orderBy(asc(i.id))
    .limit(limit);
}

export async function creditNotePage(db: Executor, from: Date, until: Date, afterId: number, limit: number): Promise<CreditNoteRow[]> {
  const c = schema.creditNotes;
  return db
    .select()
    .from(c)
    .where(and(gte(c.issuedAt, from), lt(c.issuedAt, until), eq(c.isTest, false), gt(c.id, afterId)))
    .orderBy(asc(c.id))
    .limit(limit);
}
