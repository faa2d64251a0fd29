import { canonicalRole, roleChangeRefusal, ROLES } from "@investar/core";
import { eq } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { AppError, badRequest } from "../../../errors.ts";
import { editUser } from "./edit-user.ts";
import { refuseLeavingNoAdmin } from "./keep-an-admin.ts";

/**
 * SetUserRole: grants a role or takes one away (a user has one role; revoking an admin role gives them
 * Investor). Takes effect on the user's next request on any instance: the role is read with the session.
 */
export async function setUserRole(
  deps: AppDeps,
  actorId: number,
  input: { userId: number; role: string },
): Promise<{ userId: number; role: string }> {
  const role = canonicalRole(input.role);
  if (!role) throw badRequest(`Unknown role "${input.role}".`, { role: [`Choose one of ${ROLES.join(", ")}.`] });
  const refusal = roleChangeRefusal({ actorId, userId: input.userId, newRole: role, adminRoles: deps.config.adminRoles });
  if (refusal) throw new AppError("Forbidden", refusal, { fields: { role: [refusal] } });
  return editUser(deps, { actorId, userId: input.userId, action: "user-role-set" }, async (tx, user) => {
    await refuseLeavingNoAdmin(deps, tx, user, { role, disabled: user.disabledAt !== null }, "role");
    await tx.update(schema.users).set({ role }).where(eq(schema.users.id, user.id));
    return { before: { role: user.role }, after: { role }, result: { userId: user.id, role } };
  });
}
