import { sql } from "drizzle-orm";
import type { Transaction } from "./transaction.ts";

/**
 * A transaction-scoped PostgreSQL advisory lock on a name: whoever else asks for the same name waits
 * until this transaction ends, on every instance. For rules over several rows (no admin left, one bank
 * reference for one payment) that no single row lock or constraint can hold.
 */
export async function lockName(tx: Transaction, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}
