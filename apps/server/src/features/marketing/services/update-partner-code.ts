import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { notFound } from "../../../errors.ts";

/** UpdatePartnerCode: the partner (institute, advisor) the account came through, stored as given. */
export async function updatePartnerCode(deps: AppDeps, userId: number, partnerCode: string): Promise<{ partnerCode: string }> {
  const code = partnerCode.trim();
  const rows = await deps.db
    .update(schema.users)
    .set({ partnerCode: code })
    .where(eq(schema.users.id, userId))
    .returning({ id: schema.users.id });
  if (rows.length === 0) throw notFound("No such user.");
  return { partnerCode: code };
}
