import { desc, eq } from "drizzle-orm";
import type { TaxDocumentEntry } from "@investar/contract/pages/invoices";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";

export const invoiceDownloadPath = (orderId: number) => `/api/payment/Invoice?orderId=${orderId}`;
export const creditNoteDownloadPath = (id: number) => `/api/payment/CreditNote?id=${id}`;

/** A customer's tax invoices and credit notes, newest first, each with where to download its PDF. */
export async function listTaxDocuments(deps: AppDeps, userId: number): Promise<TaxDocumentEntry[]> {
  const i = schema.invoices;
  const c = schema.creditNotes;
  const o = schema.orders;
  const [invoiceRows, noteRows] = await Promise.all([
    deps.db
      .select({
        id: i.id,
        number: i.number,
        issuedAt: i.issuedAt,
        orderId: i.orderId,
        orderNumber: o.orderNumber,
        currency: i.currency,
        total: i.total,
      })
      .from(i)
      .innerJoin(o, eq(o.id, i.orderId))
      .where(eq(i.userId, userId))
      .orderBy(desc(i.issuedAt), desc(i.id)),
    deps.db
      .select({
        id: c.id,
        number: c.number,
        issuedAt: c.issuedAt,
        orderId: c.orderId,
        orderNumber: o.orderNumber,
        currency: c.currency,
        total: c.total,
        invoiceNumber: i.number,
        reason: c.reason,
      })
      .from(c)
      .innerJoin(i, eq(i.id, c.invoiceId))
      .innerJoin(o, eq(o.id, c.orderId))
      .where(eq(c.userId, userId))
      .orderBy(desc(c.issuedAt), desc(c.id)),
  ]);
  const entries: TaxDocumentEntry[] = [
    ...invoiceRows.map((row) => ({
      ...row,
      kind: "invoice" as const,
      issuedAt: row.issuedAt.toISOString(),
      invoiceNumber: null,
      reason: null,
      downloadUrl: invoiceDownloadPath(row.orderId),
    })),
    ...noteRows.map((row) => ({
      ...row,
      kind: "creditNote" as const,
      issuedAt: row.issuedAt.toISOString(),
      downloadUrl: creditNoteDownloadPath(row.id),
    })),
  ];
  return entries.sort(
    (a, b) => b.issuedAt.localeCompare(a.issuedAt) || (a.kind === b.kind ? b.id - a.id : a.kind === "creditNote" ? -1 : 1),
  );
}
