import { eq } from "drizzle-orm";
import { schema, type Executor } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { notFound } from "../../../errors.ts";
import { renderTaxDocumentPdf } from "../../../integrations/pdf/tax-document-pdf.ts";
import { assertMayView, type DocumentViewer, type TaxDocumentFile } from "./document-access.ts";
import { creditNoteView } from "./tax-document-view.ts";

/** A credit note as a PDF, by its id. */
export async function openCreditNotePdf(deps: AppDeps, viewer: DocumentViewer, creditNoteId: number): Promise<TaxDocumentFile> {
  const found = await creditNotePdf(deps.db, creditNoteId);
  if (!found) throw notFound(`There is no credit note ${creditNoteId}.`);
  assertMayView(viewer, found.ownerId);
  return found.file;
}

/** A credit note drawn as its PDF, with whose it is; null when there is no such note. */
export async function creditNotePdf(db: Executor, creditNoteId: number): Promise<{ ownerId: number; file: TaxDocumentFile } | null> {
  const [row] = await db
    .select({
      note: schema.creditNotes,
      invoice: { number: schema.invoices.number, issuedAt: schema.invoices.issuedAt, lines: schema.invoices.lines },
    })
    .from(schema.creditNotes)
    .innerJoin(schema.invoices, eq(schema.invoices.id, schema.creditNotes.invoiceId))
    .where(eq(schema.creditNotes.id, creditNoteId))
    .limit(1);
  if (!row) return null;
  const view = creditNoteView(row.note, row.invoice);
  return { ownerId: row.note.userId, file: { number: view.number, fileName: view.fileName, pdf: await renderTaxDocumentPdf(view) } };
}
