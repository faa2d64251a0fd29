import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { addDays, indiaDayStart, isIsoDate, TAX_REGISTER_COLUMNS, taxRegisterRow } from "@investar/core";
import type { AppDeps } from "../../../deps.ts";
import { badRequest } from "../../../errors.ts";
import { creditNotePage, invoicePage, returnInvoice, withTheirInvoices } from "./return-documents.ts";

/** Rows read per query: the register streams, so a year of documents never sits in memory whole. */
export const REGISTER_BATCH = 200;

export interface RegisterRange {
  from: string;
  to: string;
}

/** The range asked for, refused with its reason: two India days, in order. */
export function checkRegisterRange(range: RegisterRange): { from: Date; until: Date } {
  if (!isIsoDate(range.from) || !isIsoDate(range.to)) throw badRequest("from and to must be dates written YYYY-MM-DD.");
  if (range.from > range.to) throw badRequest("The register's range ends before it starts: 'to' must be on or after 'from'.");
  return { from: indiaDayStart(range.from), until: indiaDayStart(addDays(range.to, 1)) };
}

/**
 * Every invoice, then every credit note, issued from `from` to `to` (India days, both included), as CSV
 * (docs/business-rules.md#gst-returns). Read in pages by an id cursor (ids grow with each document
 * issued), so a year of records streams out without loading into memory and a document issued meanwhile
 * is neither repeated nor skipped.
 */
export function exportTaxRegister(deps: AppDeps, range: RegisterRange, batch = REGISTER_BATCH): Readable {
  const { from, until } = checkRegisterRange(range);
  const rows = Readable.from(
    (async function* () {
      for (let after = 0; ;) {
        const page = await invoicePage(deps.db, from, until, after, batch);
        for (const row of page) yield taxRegisterRow({ kind: "invoice", invoice: returnInvoice(row, deps.config.invoiceUsdInrRate) });
        if (page.length < batch) break;
        after = page[page.length - 1]!.id;
      }
      for (let after = 0; ;) {
        const page = await creditNotePage(deps.db, from, until, after, batch);
        for (const note of await withTheirInvoices(deps, deps.db, page)) yield taxRegisterRow({ kind: "creditNote", note });
        if (page.length < batch) break;
        after = page[page.length - 1]!.id;
      }
    })(),
  );
  return rows.pipe(stringify({ header: true, columns: [...TAX_REGISTER_COLUMNS], bom: true }));
}
