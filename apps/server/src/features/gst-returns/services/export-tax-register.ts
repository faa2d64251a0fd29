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

type Dated = { at: number; row: string[] };

/** Rows of one table in id order, read `batch` at a time by an id cursor. */
async function* paged<T extends { id: number }>(
  read: (afterId: number) => Promise<T[]>,
  rows: (page: T[]) => Promise<Dated[]>,
  batch: number,
) {
  for (let after = 0; ;) {
    const page = await read(after);
    yield* await rows(page);
    if (page.length < batch) return;
    after = page[page.length - 1]!.id;
  }
}

/** Two streams each in issue order, merged into one: the earlier document first, an invoice before a note issued at the same instant. */
async function* merged(a: AsyncGenerator<Dated>, b: AsyncGenerator<Dated>) {
  let x = await a.next();
  let y = await b.next();
  while (!x.done || !y.done) {
    if (!x.done && (y.done || x.value.at <= y.value.at)) {
      yield x.value.row;
      x = await a.next();
    } else if (!y.done) {
      yield y.value.row;
      y = await b.next();
    }
  }
}

/**
 * Every invoice and credit note issued from `from` to `to` (India days, both included), in the order they
 * were issued, as CSV (docs/business-rules.md#gst-returns). Each table is read in pages by an id cursor
 * (ids grow with each document issued) and the two merged by date, so a year of records streams out without
 * loading into memory and a document issued meanwhile is neither repeated nor skipped.
 */
export function exportTaxRegister(deps: AppDeps, range: RegisterRange, batch = REGISTER_BATCH): Readable {
  const { from, until } = checkRegisterRange(range);
  const rate = deps.config.invoiceUsdInrRate;
  const invoices = paged(
    (after) => invoicePage(deps.db, from, until, after, batch),
    async (page) =>
      page.map((row) => ({ at: row.issuedAt.getTime(), row: taxRegisterRow({ kind: "invoice", invoice: returnInvoice(row, rate) }) })),
    batch,
  );
  const notes = paged(
    (after) => creditNotePage(deps.db, from, until, after, batch),
    async (page) =>
      (await withTheirInvoices(deps, deps.db, page)).map((note, i) => ({
        at: page[i]!.issuedAt.getTime(),
        row: taxRegisterRow({ kind: "creditNote", note }),
      })),
    batch,
  );
  return Readable.from(merged(invoices, notes)).pipe(stringify({ header: true, columns: [...TAX_REGISTER_COLUMNS], bom: true }));
}
