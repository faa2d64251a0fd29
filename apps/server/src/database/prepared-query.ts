import type { Database } from "@investar/db";

/**
 * A hot read built once per database and kept: Drizzle builds a query's SQL on every call, 0.2–0.4 ms for the
 * session's join or a select of JSON subqueries, a tenth of a small API answer (docs/adr/0057-server-rendering-cost.md).
 * `build` ends in Drizzle's `.prepare(name)` with `sql.placeholder`s for the values; on PostgreSQL the name is
 * the statement's, parsed once per connection (the embedded database keeps its statements by text, ADR 0068).
 */
export function preparedQuery<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const built = new WeakMap<Database, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) built.set(db, (query = build(db)));
    return query;
  };
}
