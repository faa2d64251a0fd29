/**
 * The rows a raw statement (`db.execute(sql…)`) answered, as the caller's SQL names and types them. Both drivers
 * (node-postgres and the embedded database) answer an object with `rows`; Drizzle types it per driver, and the
 * application's database is either. Numbers the database counts in bigint arrive as strings from node-postgres.
 */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
