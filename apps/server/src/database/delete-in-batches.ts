import { sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "@investar/db";
import type { PassBudget } from "../jobs/pass-budget.ts";
import { rowsOf } from "./statement-rows.ts";

/** Rows one retention statement deletes at most: a few thousand keep each statement (and its locks) to milliseconds. */
export const DELETE_BATCH = 5000;

/**
 * Deletes the rows of `table` matching `where` (a cut-off on an indexed column, docs/business-rules.md#retention),
 * `batch` at a time, each batch its own short statement, until none is left (ADR 0056). The inner select walks
 * the cut-off's index, so a batch costs the rows it deletes, not the table's size, and the server's own
 * writes never wait behind one long delete. Idempotent: a second run, or one beside it, finds less or nothing.
 * With a pass's budget it stops after the batch that spends it, leaving the rest to the next pass.
 */
export async function deleteInBatches(
  db: Database,
  table: PgTable,
  key: PgColumn,
  where: SQL,
  { batch = DELETE_BATCH, budget }: { batch?: number; budget?: PassBudget } = {},
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const result = await db.execute(
      // `= any(array(…))`, not `in (…)`: the planner then deletes through the primary key instead of hashing
      // the whole table for every batch.
      sql`delete from ${table} where ${key} = any(array(select ${key} from ${table} where ${where} limit ${batch})) returning 1 as gone`,
    );
    const count = rowsOf(result).length;
    deleted += count;
    if (count < batch || budget?.spent()) return deleted;
  }
}
