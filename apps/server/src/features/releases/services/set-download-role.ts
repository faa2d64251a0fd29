import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { notFound } from "../../../errors.ts";

/** POST user/SetUsersRoleForDownloads: records that the user may download the desktop setup. */
export async function setDownloadRole(deps: AppDeps, userId: number): Promise<void> {
  const [row] = await deps.db
    .update(schema.users)
    .set({ hasDownloadRole: true })
    .where(eq(schema.users.id, userId))
    .returning({ id: schema.users.id });
  if (!row) throw notFound("No such user.");
}
