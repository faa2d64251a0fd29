import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { notFound } from "../../../errors.ts";
import { writeAudit } from "../../audit/index.ts";
import type { Transaction } from "../../../database/transaction.ts";

export type UserRow = typeof schema.users.$inferSelect;

export interface UserEdit<T> {
  /** What the audit row shows as "before" and "after". */
  before: unknown;
  after: unknown;
  result: T;
}

/**
 * Every back-office change of a customer (docs/business-rules.md#back-office-customers): the user's row locked (two admins
 * editing one account take turns, and each audit row's "before" is what it really replaced), the change,
 * and its audit row (who, when, before, after) commit in one transaction. Nothing about a user is cached,
 * so every instance sees the change at its next read.
 */
export async function editUser<T>(
  deps: AppDeps,
  change: { actorId: number; userId: number; action: string },
  work: (tx: Transaction, user: UserRow) => Promise<UserEdit<T>>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const [user] = await tx.select().from(schema.users).where(eq(schema.users.id, change.userId)).for("update");
    if (!user) throw notFound(`There is no user ${change.userId}.`);
    const edit = await work(tx, user);
    await writeAudit(tx, {
      actorId: change.actorId,
      action: change.action,
      subject: `user:${change.userId}`,
      details: { before: edit.before, after: edit.after },
      at: deps.now(),
    });
    return edit.result;
  });
}
