import { schema, type Database } from "@investar/db";
import { hashPassword } from "../../src/auth/passwords.ts";

/**
 * A verified account with a password and a week of trial, written straight into a database: for tests whose
 * server runs in another process (or is not started yet), where createUser's in-process app is not there.
 * Answers its user id.
 */
export async function insertVerifiedAccount(db: Database, account: { email: string; password: string; fullName: string }): Promise<number> {
  const [row] = await db
    .insert(schema.users)
    .values({
      email: account.email,
      fullName: account.fullName,
      mobileNo: "9820012345",
      isEmailVerified: true,
      passwordHash: await hashPassword(account.password),
      trialEndsAt: new Date(Date.now() + 7 * 86_400_000),
    })
    .returning({ id: schema.users.id });
  return row!.id;
}
