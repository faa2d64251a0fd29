import { eq } from "drizzle-orm";
import { schema, type Executor } from "@investar/db";
import type { MailAttachment } from "@investar/db/schema/outbox";
import { renderTaxDocumentPdf } from "../../../integrations/pdf/tax-document-pdf.ts";
import { invoiceView } from "./tax-document-view.ts";

/**
 * An order's tax invoice as a mail attachment (the PDF, base64 in the outbox row), read in the caller's
 * transaction so a mail queued with the activation carries the invoice that activation issued. Null when
 * the order has no invoice (nothing to invoice: docs/business-rules.md#gst-invoices).
 */
export async function invoiceAttachment(
  tx: Executor,
  order: { id: number; orderNumber: string },
): Promise<{ number: string; file: MailAttachment } | null> {
  const [invoice] = await tx.select().from(schema.invoices).where(eq(schema.invoices.orderId, order.id)).limit(1);
  if (!invoice) return null;
  const view = invoiceView(invoice, order.orderNumber);
  const pdf = await renderTaxDocumentPdf(view);
  return {
    number: invoice.number,
    file: { filename: view.fileName, contentType: "application/pdf", content: pdf.toString("base64"), encoding: "base64" },
  };
}
