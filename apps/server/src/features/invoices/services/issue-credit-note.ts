import { eq, sum } from "drizzle-orm";
import { creditNoteTaxes, financialYearAt } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { badRequest, conflict, notFound } from "../../../errors.ts";
import { businessProfileInEffect } from "../../business/index.ts";
import { supplierDetails } from "../../business/index.ts";
import type { Transaction } from "../../../database/transaction.ts";
import { issueInvoice, type Invoice } from "./issue-invoice.ts";
import { nextDocumentNumber } from "./next-document-number.ts";

export type CreditNote = typeof schema.creditNotes.$inferSelect;

export interface CreditNoteRequest {
  orderId: number;
  /** What is given back, GST included, in minor units of the order's currency. */
  amountMinor: number;
  /** Printed on the note: why the amount is credited ("Refund of order …"). */
  reason: string;
}

/**
 * A credit note against the invoice of a refunded (or partly refunded) order, issued in the refund's own
 * transaction. It takes its share of taxable value and of each tax in the invoice's proportion, and the
 * notes of one invoice can never credit more than its total: the invoice row is locked while the notes
 * already issued are summed, so two refunds at once are checked one after the other.
 */
export async function issueCreditNote(deps: AppDeps, tx: Transaction, request: CreditNoteRequest): Promise<CreditNote> {
  const reason = request.reason.trim();
  if (!reason) throw badRequest("A credit note needs a reason.");
  const invoice = await invoiceToCredit(deps, tx, request.orderId);
  // A refund is never held up by the profile: without one in effect the invoice's own seller issues it.
  const business = await businessProfileInEffect(deps, tx);
  const [credited] = await tx
    .select({ total: sum(schema.creditNotes.total).mapWith(Number) })
    .from(schema.creditNotes)
    .where(eq(schema.creditNotes.invoiceId, invoice.id));
  const invoiceAmounts = {
    taxable: invoice.taxableValue,
    cgst: invoice.cgst,
    sgst: invoice.sgst,
    igst: invoice.igst,
    total: invoice.total,
  };
  const split = creditNoteTaxes(invoiceAmounts, invoice.currency, credited?.total ?? 0, request.amountMinor);
  if (!split.ok) throw conflict(`Invoice ${invoice.number}: ${split.message}`);

  const issuedAt = deps.now();
  const { financialYear, serial, number } = await nextDocumentNumber(tx, "creditNote", financialYearAt(issuedAt));
  const [note] = await tx
    .insert(schema.creditNotes)
    .values({
      number,
      financialYear,
      serial,
      invoiceId: invoice.id,
      orderId: invoice.orderId,
      userId: invoice.userId,
      issuedAt,
      reason,
      currency: invoice.currency,
      // Issued by the company as it is today, to the customer the invoice was made out to.
      supplier: business ? supplierDetails(business, deps.config) : invoice.supplier,
      customer: invoice.customer,
      supplyType: invoice.supplyType,
      placeOfSupply: invoice.placeOfSupply,
      placeOfSupplyStateCode: invoice.placeOfSupplyStateCode,
      taxableValue: split.amounts.taxable,
      cgst: split.amounts.cgst,
      sgst: split.amounts.sgst,
      igst: split.amounts.igst,
      total: split.amounts.total,
      // A note against a test invoice is a test document too.
      isTest: invoice.isTest || deps.config.testMode,
    })
    .returning();
  return note!;
}

/** The order's invoice, locked; a paid order that somehow has none (paid before invoicing existed) gets it now. */
async function invoiceToCredit(deps: AppDeps, tx: Transaction, orderId: number): Promise<Invoice> {
  const lockInvoice = () => tx.select().from(schema.invoices).where(eq(schema.invoices.orderId, orderId)).for("update");
  const [invoice] = await lockInvoice();
  if (invoice) return invoice;
  const [order] = await tx.select().from(schema.orders).where(eq(schema.orders.id, orderId)).limit(1);
  if (!order) throw notFound(`There is no order ${orderId}.`);
  if (!(await issueInvoice(deps, tx, order)))
    throw conflict(`Order ${order.orderNumber} was worth nothing: there is no invoice to credit.`);
  return (await lockInvoice())[0]!;
}
