import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { notFound } from "../../../errors.ts";

/** Update{broker}Potentials: what the broker page's questionnaire found out, kept as given (replaces the last answer). */
export async function updateBrokerPotentials(
  deps: AppDeps,
  userId: number,
  potentials: Record<string, unknown>,
): Promise<{ updated: true }> {
  const rows = await deps.db
    .update(schema.users)
    .set({ brokerPotentials: potentials })
    .where(eq(schema.users.id, userId))
    .returning({ id: schema.users.id });
  if (rows.length === 0) throw notFound("No such user.");
  return { updated: true };
}
