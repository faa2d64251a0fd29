import { eq } from "drizzle-orm";
import { schema, type Executor } from "@investar/db";
import type { MailAttachment, TaxDocumentRef } from "@investar/db/schema/outbox";
import type { Invoice } from "./issue-invoice.ts";
import { invoiceView } from "./tax-document-view.ts";
import { creditNotePdf } from "./open-credit-note-pdf.ts";
import { invoicePdf } from "./open-invoice-pdf.ts";

/**
 * The PDF of a tax invoice or credit note named by a mail's attachment, drawn when the mail is sent
 * (ADR 0039): the same drawing as its download. The mail goes to the document's own customer, so no
 * viewer is checked here. A document that is not there throws, and the outbox retries the mail.
 */
export async function renderTaxDocument(db: Executor, ref: TaxDocumentRef): Promise<Buffer> {
  if (ref.kind === "creditNote") {
    const found = await creditNotePdf(db, ref.id);
    if (!found) throw new Error(`There is no credit note ${ref.id} to attach.`);
    return found.file.pdf;
  }
  const [row] = await db
    .select({ invoice: schema.invoices, orderNumber: schema.orders.orderNumber })
    .from(schema.invoices)
    .innerJoin(schema.orders, eq(schema.orders.id, schema.invoices.orderId))
    .where(eq(schema.invoices.id, ref.id))
    .limit(1);
  if (!row) throw new Error(`There is no invoice ${ref.id} to attach.`);
  return (await invoicePdf(row.invoice, row.orderNumber)).pdf;
}

/** What a mail carries to attach an invoice: its reference, and the file name its download has. */
export function invoiceAttachment(invoice: Invoice, orderNumber: string): MailAttachment {
  return {
    filename: invoiceView(invoice, orderNumber).fileName,
    contentType: "application/pdf",
    taxDocument: { kind: "invoice", id: invoice.id },
  };
}
