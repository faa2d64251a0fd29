import type { Database } from "@investar/db";

/**
 * The handle inside `db.transaction(…)`. Services that must run inside a caller's transaction
 * (a wallet debit during checkout) take this, not `Executor`, so the plain database — where a row
 * lock would end with its statement — can't be passed by mistake.
 */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
