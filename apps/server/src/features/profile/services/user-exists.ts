import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";

/** GET user/IsUserExist: whether an account has this id. */
export async function userExists(deps: AppDeps, userId: number): Promise<boolean> {
  const [row] = await deps.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, userId)).limit(1);
  return row !== undefined;
}
