import { eq } from "drizzle-orm";
import { centsToPaise, financialYearAt, invoiceContent, invoiceTaxes, placeOfSupply } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { conflict, notFound } from "../../../errors.ts";
import type { Order } from "../../payments/index.ts";
import type { Transaction } from "../../../database/transaction.ts";
import { customerDetailsFor } from "./customer-details.ts";
import { nextDocumentNumber } from "./next-document-number.ts";
import { requireBusinessProfile } from "../../business/index.ts";
import { supplierDetails } from "../../business/index.ts";
import { hindiNamesFor } from "./hindi-names-for.ts";

export type Invoice = typeof schema.invoices.$inferSelect;

/**
 * The GST tax invoice of a paid order (ADR 0008), issued inside the transaction that activates it, so
 * the invoice, its number and the activation commit together or not at all. Idempotent: the order row
 * is locked first, and an order that already has its invoice gets that one back. An order worth nothing
 * before wallet credits (a free change) is no supply to invoice: null.
 */
export async function issueInvoice(deps: AppDeps, tx: Transaction, order: Order): Promise<Invoice | null> {
  const [locked] = await tx
    .select({ id: schema.orders.id, status: schema.orders.status })
    .from(schema.orders)
    .where(eq(schema.orders.id, order.id))
    .for("update");
  if (!locked) throw notFound(`No order ${order.orderNumber}.`);
  const [existing] = await tx.select().from(schema.invoices).where(eq(schema.invoices.orderId, order.id)).limit(1);
  if (existing) return existing;
  if (locked.status !== "paid" && locked.status !== "refunded" && locked.status !== "partially-refunded")
    throw conflict(`Order ${order.orderNumber} is ${locked.status}; only a paid order is invoiced.`);

  const content = invoiceContent(order.quote, await hindiNamesFor(tx, order.userId));
  if (content.taxable + content.gst === 0) return null;
  // The seller as the business profile says today, frozen on the invoice (an issued invoice never changes).
  const business = await requireBusinessProfile(deps, tx);
  const supplier = supplierDetails(business, deps.config);
  const customer = await customerDetailsFor(tx, order.userId);
  const place = placeOfSupply({
    currency: order.currency,
    supplierStateCode: supplier.stateCode,
    customerGstin: customer.gstin,
    billingState: customer.billingState,
  });
  const taxes = invoiceTaxes(content.taxable, content.gst, place.type);
  // An export's rupee value is fixed by the rate of the day it is invoiced, recorded and printed with it (ADR 0037).
  const exchangeRate = order.currency === "USD" ? deps.config.invoiceUsdInrRate : null;
  const issuedAt = deps.now();
  const { financialYear, serial, number } = await nextDocumentNumber(tx, "invoice", financialYearAt(issuedAt), business.invoicePrefix);
  const [invoice] = await tx
    .insert(schema.invoices)
    .values({
      number,
      financialYear,
      serial,
      orderId: order.id,
      userId: order.userId,
      issuedAt,
      currency: order.currency,
      supplier,
      customer,
      supplyType: place.type,
      placeOfSupply: place.label,
      placeOfSupplyStateCode: place.stateCode,
      lines: content.lines,
      discount: content.discount,
      taxableValue: taxes.taxable,
      cgst: taxes.cgst,
      sgst: taxes.sgst,
      igst: taxes.igst,
      total: taxes.total,
      paidFromWallet: content.paidFromWallet,
      amountPaid: content.amountPaid,
      exchangeRate,
      totalInr: exchangeRate ? centsToPaise(taxes.total, exchangeRate) : null,
      isTest: deps.config.testMode,
    })
    .returning();
  return invoice!;
}
