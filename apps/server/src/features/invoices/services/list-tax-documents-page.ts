import { formatKeysetCursor, KEYSET_PAGE_SIZE, parseKeysetCursor, type KeysetCursor } from "@investar/core";
import type { TaxDocumentEntry, TaxDocumentsPage } from "@investar/contract/pages/invoices";
import type { AppDeps } from "../../../deps.ts";
import { listTaxDocuments, TAX_DOCUMENT_CURSOR_KINDS } from "./list-tax-documents.ts";

/** The cursor of a tax document's position, or null when the text is not one (another list's cursor included). */
export function parseTaxDocumentCursor(text: string): KeysetCursor | null {
  const cursor = parseKeysetCursor(text);
  return cursor && Object.values<string>(TAX_DOCUMENT_CURSOR_KINDS).includes(cursor.kind) ? cursor : null;
}

/**
 * My Subscription's invoices and credit notes, ten at a time newest first by keyset (ADR 0063): one more than the
 * page is read to know whether an older page exists. Null when `older` is not a tax document's position.
 */
export async function listTaxDocumentsPage(deps: AppDeps, userId: number, older: string | null): Promise<TaxDocumentsPage | null> {
  const cursor = older === null ? null : parseTaxDocumentCursor(older);
  if (older !== null && cursor === null) return null;
  const rows = await listTaxDocuments(deps, userId, { older: cursor, limit: KEYSET_PAGE_SIZE + 1 });
  const documents = rows.slice(0, KEYSET_PAGE_SIZE);
  return {
    documents,
    older: rows.length > KEYSET_PAGE_SIZE ? documents.at(-1)!.cursor : null,
    newest: cursor === null,
  };
}

/**
 * The `older` position whose page starts with this document (`at`: its issue time to the microsecond): just before
 * it in its own kind, so the list's order across kinds (ADR 0063) puts it first.
 */
export function positionOpeningAt(kind: TaxDocumentEntry["kind"], at: string, id: number): string {
  return formatKeysetCursor({ at, id: id + 1, kind: TAX_DOCUMENT_CURSOR_KINDS[kind] });
}
