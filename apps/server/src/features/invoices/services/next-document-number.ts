import { sql } from "drizzle-orm";
import { formatDocumentNumber, MAX_SERIAL, type DocumentSeries, type FinancialYear } from "@investar/core";
import { schema } from "@investar/db";
import { conflict } from "../../../errors.ts";
import type { Transaction } from "../../../database/transaction.ts";

export interface DocumentNumber {
  financialYear: FinancialYear;
  serial: number;
  number: string;
}

/**
 * The next number of a series in a financial year, taken inside the transaction that issues the
 * document. One upsert does it: the first document of a year inserts serial 1 (so numbering restarts on
 * 1 April by itself), every later one adds 1 to the row. The row stays locked until the transaction
 * ends, so concurrent issuers queue and each sees the one before it; a transaction that rolls back
 * returns its number with it. Hence consecutive, with no gap and no duplicate (unlike a sequence).
 * The counter is the series' whatever its prefix: a prefix changed mid-year continues the count, so no
 * number is issued twice and the numbers already issued stay as they are.
 */
export async function nextDocumentNumber(
  tx: Transaction,
  series: DocumentSeries,
  financialYear: FinancialYear,
  prefix?: string,
): Promise<DocumentNumber> {
  const c = schema.documentCounters;
  const [row] = await tx
    .insert(c)
    .values({ series, financialYear, lastSerial: 1 })
    .onConflictDoUpdate({ target: [c.series, c.financialYear], set: { lastSerial: sql`${c.lastSerial} + 1` } })
    .returning({ serial: c.lastSerial });
  const serial = row!.serial;
  if (serial > MAX_SERIAL) throw conflict(`The ${series} numbers of ${financialYear} are used up (${MAX_SERIAL}); a new series is needed.`);
  return { financialYear, serial, number: formatDocumentNumber(series, financialYear, serial, prefix) };
}
