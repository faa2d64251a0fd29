import { eq } from "drizzle-orm";
import { schema, type Executor } from "@investar/db";
import { findUserByEmail } from "./find-user-by-email.ts";

/** docs/business-rules.md#api-auth: where a user types how they log in, it is an email or their numeric user id. */
export async function findUserByLoginName(db: Executor, loginName: string) {
  const name = loginName.trim();
  if (!/^\d{1,9}$/.test(name)) return findUserByEmail(db, name);
  const [user] = await db
    .select()
    .from(schema.users)
    .where(eq(schema.users.id, Number(name)))
    .limit(1);
  return user ?? null;
}
