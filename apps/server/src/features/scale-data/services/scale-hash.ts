import { sql, type SQL } from "drizzle-orm";

/**
 * A deterministic pseudo-random whole number ≥ 0 for a row, from the data set's seed, the row's key and a
 * salt naming the choice, computed by the database so millions of rows never pass through Node: the same
 * seed gives the same data set, on PGlite and on PostgreSQL alike (hashtext is the server's own).
 */
export function scaleHash(seed: number, key: SQL, salt: string): SQL {
  return sql`(hashtext(${key}::text || ':' || ${String(seed)}::text || ':' || ${salt}::text)::bigint & 2147483647)`;
}

/** One of `choices`, picked by the row's hash. */
export function scalePick(seed: number, key: SQL, salt: string, choices: readonly string[]): SQL {
  const list = sql.join(
    choices.map((choice) => sql`${choice}::text`),
    sql`, `,
  );
  return sql`(array[${list}])[1 + ${scaleHash(seed, key, salt)} % ${choices.length}]`;
}
