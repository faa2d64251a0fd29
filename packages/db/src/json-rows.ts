import { getTableColumns, getTableName, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * A column written with its table's name. Drizzle writes a select's fields without it when the select reads
 * one table, which would make a subquery's column and the outer query's column the same name.
 */
export function qualified(column: AnyColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/**
 * A table's rows whose `key` equals the outer query's `outerKey`, as one JSON array inside a larger select.
 * With the embedded database every query is the server's own CPU (ADR 0057): a page's data that lives in
 * several tables is read in one query of such subqueries instead of one query per table.
 */
export function jsonRows(table: PgTable, key: AnyColumn, outerKey: AnyColumn, orderBy?: AnyColumn): SQL<unknown> {
  const order = orderBy ? sql` order by ${qualified(orderBy)}` : sql``;
  return sql`(select coalesce(json_agg(${table}${order}), '[]'::json) from ${table} where ${qualified(key)} = ${qualified(outerKey)})`;
}

/**
 * The rows of `jsonRows` typed and converted as Drizzle reads them from the table itself: JSON gives numbers,
 * strings and booleans, which each column turns into its value (a timestamp into a Date, a numeric into a number).
 */
export function fromJsonRows<T extends PgTable>(table: T, json: unknown): T["$inferSelect"][] {
  const columns = Object.entries(getTableColumns(table));
  return (json as Record<string, unknown>[]).map((raw) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = raw[column.name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as T["$inferSelect"];
  });
}
