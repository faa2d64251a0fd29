/** A customer's yearly statement: which years, and what one holds. */
export * from "./statement-year.ts";
export * from "./statement.ts";
