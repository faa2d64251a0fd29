import { users } from "./users.ts";
import { partOf } from "./reference-columns.ts";

/** The account a row belongs to: deleting the account deletes the row. */
export function userIdColumn() {
  return partOf("user_id", () => users.id);
}
