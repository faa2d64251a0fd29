import { eq, sql } from "drizzle-orm";
import { schema, type Executor } from "@investar/db";

/** Emails are compared case-insensitively; they are stored as typed. */
export async function findUserByEmail(db: Executor, email: string) {
  const [user] = await db
    .select()
    .from(schema.users)
    .where(eq(sql`lower(${schema.users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return user ?? null;
}
