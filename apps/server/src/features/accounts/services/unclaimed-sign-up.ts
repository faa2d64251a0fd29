import { and, eq } from "drizzle-orm";
import { schema, type Executor } from "@investar/db";

type User = typeof schema.users.$inferSelect;

/**
 * docs/business-rules.md#sign-up-to-pay: an account a checkout sign-up created and asked a code for, whose code was never entered
 * (no password, address unverified, never signed in). Asking again may send a new code to it; any other account with that address
 * is refused and sent to log in.
 */
export async function isUnclaimedSignUp(db: Executor, user: User): Promise<boolean> {
  if (user.passwordHash !== null || user.isEmailVerified || user.trialEndsAt !== null) return false;
  const [session] = await db.select({ id: schema.sessions.id }).from(schema.sessions).where(eq(schema.sessions.userId, user.id)).limit(1);
  if (session) return false;
  const t = schema.verificationCodes;
  const [code] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.userId, user.id), eq(t.purpose, "sign-up")))
    .limit(1);
  return code !== undefined;
}
