import { integer, type AnyPgColumn } from "drizzle-orm/pg-core";

/** A required link to the row this one is part of: deleting that row deletes this one with it. */
export function partOf<TName extends string>(name: TName, parent: () => AnyPgColumn) {
  return integer(name).notNull().references(parent, { onDelete: "cascade" });
}

/**
 * A required link to a row that must outlive this one: the database refuses to delete the row referred to
 * while this one stands (an order's invoice, a payment's buyer: records of money are kept).
 */
export function requiredLink<TName extends string>(name: TName, target: () => AnyPgColumn) {
  return integer(name).notNull().references(target);
}
