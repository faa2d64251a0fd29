import { eq } from "drizzle-orm";
import { statementYears, type FinancialYear } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";

/** The financial years My Subscription offers a statement for: from the account's opening to now, newest first. */
export async function listStatementYears(deps: AppDeps, userId: number): Promise<FinancialYear[]> {
  const [user] = await deps.db.select({ createdAt: schema.users.createdAt }).from(schema.users).where(eq(schema.users.id, userId));
  const now = deps.now();
  return statementYears(user?.createdAt ?? now, now);
}
