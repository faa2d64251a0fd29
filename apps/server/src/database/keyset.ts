import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { KeysetCursor } from "@investar/core";

/**
 * Keyset pages of lists newest first (ADR 0063). A row's position is its time to the microsecond (as the database
 * keeps it; a JavaScript Date would round it to the millisecond and skip rows written in the same millisecond) and
 * its id; the next page is the rows before the last one shown, an index condition on an index ending (time, id).
 */
export const cursorTime = (column: PgColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Rows older than the cursor: (time, id) < (cursor's time, cursor's id). */
export const olderThan = (time: PgColumn, id: PgColumn, cursor: KeysetCursor): SQL =>
  sql`(${time}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id})`;

/** Rows newer than the cursor: (time, id) > (cursor's time, cursor's id). */
export const newerThan = (time: PgColumn, id: PgColumn, cursor: KeysetCursor): SQL =>
  sql`(${time}, ${id}) > (${cursor.at}::timestamptz, ${cursor.id})`;
