import { eq, sql } from "drizzle-orm";
import { canonicalRole, ROLES } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { badRequest, notFound } from "../../../errors.ts";

export async function grantRole(deps: Pick<AppDeps, "db">, email: string, roleInput: string): Promise<{ userId: number; role: string }> {
  const role = canonicalRole(roleInput);
  if (!role) throw badRequest(`Unknown role "${roleInput}". Roles: ${ROLES.join(", ")}.`);
  const [row] = await deps.db
    .update(schema.users)
    .set({ role })
    .where(eq(sql`lower(${schema.users.email})`, email.trim().toLowerCase()))
    .returning({ userId: schema.users.id, role: schema.users.role });
  if (!row) throw notFound(`No user with email ${email}.`);
  return row;
}
