import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { notFound } from "../../../errors.ts";
import { renderTaxDocumentPdf } from "../../../integrations/pdf/tax-document-pdf.ts";
import { assertMayView, type DocumentViewer, type TaxDocumentFile } from "./document-access.ts";
import type { Invoice } from "./issue-invoice.ts";
import { invoiceView } from "./tax-document-view.ts";

/** The tax invoice of an order as a PDF, by the order's id or its number (INV-2026-…). */
export async function openInvoicePdf(deps: AppDeps, viewer: DocumentViewer, orderRef: number | string): Promise<TaxDocumentFile> {
  const o = schema.orders;
  const [order] = await deps.db
    .select({ id: o.id, userId: o.userId, orderNumber: o.orderNumber })
    .from(o)
    .where(typeof orderRef === "number" ? eq(o.id, orderRef) : eq(o.orderNumber, orderRef))
    .limit(1);
  if (!order) throw notFound(`There is no order ${orderRef}.`);
  assertMayView(viewer, order.userId);
  const [invoice] = await deps.db.select().from(schema.invoices).where(eq(schema.invoices.orderId, order.id)).limit(1);
  if (!invoice) throw notFound(`Order ${order.orderNumber} has no tax invoice: it has not been paid.`);
  return invoicePdf(invoice, order.orderNumber);
}

/** An invoice drawn as its PDF: the download and the receipt mail's attachment are this one drawing (ADR 0039). */
export async function invoicePdf(invoice: Invoice, orderNumber: string): Promise<TaxDocumentFile> {
  const view = invoiceView(invoice, orderNumber);
  return { number: view.number, fileName: view.fileName, pdf: await renderTaxDocumentPdf(view) };
}
