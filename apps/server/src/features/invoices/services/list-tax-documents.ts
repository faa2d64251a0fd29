import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { formatKeysetCursor, type KeysetCursor } from "@investar/core";
import type { TaxDocumentEntry } from "@investar/contract/pages/invoices";
import { schema } from "@investar/db";
import { cursorTime, olderThan } from "../../../database/keyset.ts";
import type { AppDeps } from "../../../deps.ts";

export const invoiceDownloadPath = (orderId: number) => `/api/payment/Invoice?orderId=${orderId}`;
export const creditNoteDownloadPath = (id: number) => `/api/payment/CreditNote?id=${id}`;

/** The kind letters of a tax document's keyset cursor (core's keyset-cursor). */
export const TAX_DOCUMENT_CURSOR_KINDS = { invoice: "i", creditNote: "c" } as const;

export interface TaxDocumentsOptions {
  /** Only the documents after this position in the list (ADR 0063). */
  older?: KeysetCursor | null;
  /** At most this many; every document when absent. */
  limit?: number;
}

/**
 * Rows of one kind after the cursor in the list's order: issued_at newest first, and at the same instant a credit
 * note before an invoice (it can only follow it), then the id. On the kind of the cursor's own row that is
 * (issued_at, id) < (cursor); on the other kind, issued_at before the cursor's, or at it when the other kind sorts later.
 */
function afterCursor(kind: TaxDocumentEntry["kind"], issuedAt: PgColumn, id: PgColumn, cursor: KeysetCursor): SQL {
  if (cursor.kind === TAX_DOCUMENT_CURSOR_KINDS[kind]) return olderThan(issuedAt, id, cursor);
  // An invoice sorts after a credit note of the same instant; a credit note before an invoice of the same instant.
  return kind === "invoice" ? sql`${issuedAt} <= ${cursor.at}::timestamptz` : sql`${issuedAt} < ${cursor.at}::timestamptz`;
}

/**
 * A customer's tax invoices and credit notes, newest first, each with where to download its PDF and its position
 * in the list (the `older` that asks for the documents after it). With a limit, each kind reads at most that many
 * from its (user_id, issued_at, id) index before the two are merged: a page costs its size, not the history.
 */
export async function listTaxDocuments(deps: AppDeps, userId: number, options: TaxDocumentsOptions = {}): Promise<TaxDocumentEntry[]> {
  const i = schema.invoices;
  const c = schema.creditNotes;
  const o = schema.orders;
  const { older = null, limit } = options;
  const invoicesQuery = deps.db
    .select({
      id: i.id,
      number: i.number,
      issuedAt: i.issuedAt,
      position: cursorTime(i.issuedAt),
      orderId: i.orderId,
      orderNumber: o.orderNumber,
      currency: i.currency,
      total: i.total,
    })
    .from(i)
    .innerJoin(o, eq(o.id, i.orderId))
    .where(and(eq(i.userId, userId), older ? afterCursor("invoice", i.issuedAt, i.id, older) : undefined))
    .orderBy(desc(i.issuedAt), desc(i.id));
  const notesQuery = deps.db
    .select({
      id: c.id,
      number: c.number,
      issuedAt: c.issuedAt,
      position: cursorTime(c.issuedAt),
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
    .where(and(eq(c.userId, userId), older ? afterCursor("creditNote", c.issuedAt, c.id, older) : undefined))
    .orderBy(desc(c.issuedAt), desc(c.id));
  const [invoiceRows, noteRows] = await Promise.all([
    limit === undefined ? invoicesQuery : invoicesQuery.limit(limit),
    limit === undefined ? notesQuery : notesQuery.limit(limit),
  ]);
  const entries: Array<TaxDocumentEntry & { position: string }> = [
    ...invoiceRows.map(({ position, ...row }) => ({
      ...row,
      kind: "invoice" as const,
      issuedAt: row.issuedAt.toISOString(),
      position,
      cursor: formatKeysetCursor({ at: position, id: row.id, kind: TAX_DOCUMENT_CURSOR_KINDS.invoice }),
      invoiceNumber: null,
      reason: null,
      downloadUrl: invoiceDownloadPath(row.orderId),
    })),
    ...noteRows.map(({ position, ...row }) => ({
      ...row,
      kind: "creditNote" as const,
      issuedAt: row.issuedAt.toISOString(),
      position,
      cursor: formatKeysetCursor({ at: position, id: row.id, kind: TAX_DOCUMENT_CURSOR_KINDS.creditNote }),
      downloadUrl: creditNoteDownloadPath(row.id),
    })),
  ];
  // The microsecond text sorts as the instants do (fixed width, UTC).
  const sorted = entries
    .sort((a, b) => b.position.localeCompare(a.position) || (a.kind === b.kind ? b.id - a.id : a.kind === "creditNote" ? -1 : 1))
    .map(({ position: _position, ...entry }) => entry);
  return limit === undefined ? sorted : sorted.slice(0, limit);
}
