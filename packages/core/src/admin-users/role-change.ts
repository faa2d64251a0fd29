import { roleIn } from "../roles.ts";

export const OWN_ADMIN_ROLE_MESSAGE = "You can't remove your own admin role. Ask another admin to do it.";

/**
 * Issue 12: an admin may grant and revoke roles, but not take away their own admin role — the back office
 * would otherwise be one click from having nobody left who can run it. Null: allowed.
 */
export function roleChangeRefusal(change: {
  actorId: number;
  userId: number;
  newRole: string;
  adminRoles: readonly string[];
}): string | null {
  if (change.actorId === change.userId && !roleIn(change.newRole, change.adminRoles)) return OWN_ADMIN_ROLE_MESSAGE;
  return null;
}
