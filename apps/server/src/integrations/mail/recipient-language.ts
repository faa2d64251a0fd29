import { eq, sql } from "drizzle-orm";
import { schema, type Executor } from "@investar/db";

/**
 * The language a mail to someone is written in when the mail is not about their own account's action
 * (docs/adr/0060-mails-in-the-customers-language.md): the account's users.language, found by its id or else by the
 * address; null (English) for someone without an account.
 */
export async function recipientLanguage(tx: Executor, who: { userId?: number | null; email?: string | null }): Promise<string | null> {
  const u = schema.users;
  const where = who.userId != null ? eq(u.id, who.userId) : who.email ? eq(sql`lower(${u.email})`, who.email.trim().toLowerCase()) : null;
  if (where === null) return null;
  const [user] = await tx.select({ language: u.language }).from(u).where(where).limit(1);
  return user?.language ?? null;
}
