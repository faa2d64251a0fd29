import { and, inArray, isNull, ne, sql } from "drizzle-orm";
import { lastAdminRefusal } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { AppError } from "../../../errors.ts";
import { lockName } from "../../../database/advisory-lock.ts";
import type { Transaction } from "../../../database/transaction.ts";
import type { UserRow } from "./edit-user.ts";

/**
 * docs/business-rules.md#last-admin: refuses (403) a change of `user`'s role or disabled flag that would
 * leave no active admin. Every such change takes one advisory lock before counting, so two admins demoting
 * or disabling each other at the same moment run one after the other and the second sees the first's
 * change (each statement of a READ COMMITTED transaction reads what was committed before it).
 */
export async function refuseLeavingNoAdmin(
  deps: AppDeps,
  tx: Transaction,
  user: UserRow,
  after: { role: string; disabled: boolean },
  field: string,
): Promise<void> {
  await lockName(tx, "admin-roster");
  const u = schema.users;
  const adminRoles = deps.config.adminRoles;
  const [others] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(u)
    .where(
      and(
        inArray(
          sql`lower(${u.role})`,
          adminRoles.map((role) => role.toLowerCase()),
        ),
        isNull(u.disabledAt),
        ne(u.id, user.id),
      ),
    );
  const refusal = lastAdminRefusal({
    before: { role: user.role, disabled: user.disabledAt !== null },
    after,
    otherActiveAdmins: others?.count ?? 0,
    adminRoles,
  });
  if (refusal) throw new AppError("Forbidden", refusal, { fields: { [field]: [refusal] } });
}
