import { sql } from "drizzle-orm";
import type { Transaction } from "./transaction.ts";

/**
 * Plans the rest of this transaction's statements as index lookups (docs/adr/0056-retention-and-periodic-passes-at-scale.md#planned-as-lookups):
 * for a transaction every statement of which finds its few rows through an index, where the planner's estimate
 * can be wrong by a whole table. Sequential scans are costed out (still taken where no index serves), and JIT
 * compilation, which a wrong estimate of millions of rows switches on, stays off.
 */
export async function planAsIndexLookups(tx: Transaction): Promise<void> {
  await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)`);
}
