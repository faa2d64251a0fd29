import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { notFound } from "../../../errors.ts";

/** Is{broker}OpenUser: whether the account opened a broker account through the broker page. */
export async function isBrokerOpenUser(deps: AppDeps, userId: number): Promise<boolean> {
  const [user] = await deps.db.select({ open: schema.users.isBrokerOpenUser }).from(schema.users).where(eq(schema.users.id, userId));
  if (!user) throw notFound("No such user.");
  return user.open;
}
