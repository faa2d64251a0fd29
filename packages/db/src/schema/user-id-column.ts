import { integer } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/** The account a row belongs to: deleting the account deletes the row. */
export function userIdColumn() {
  return integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });
}
