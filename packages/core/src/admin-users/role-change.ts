import { roleIn } from "../roles.ts";

export const OWN_ADMIN_ROLE_MESSAGE = "You can't remove your own admin role. Ask another admin to do it.";
export const LAST_ADMIN_MESSAGE = "This would leave no active admin. Make someone else an admin first.";

/**
 * docs/business-rules.md#back-office-customers: an admin may grant and revoke roles, but not take away their own admin role — the back office
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

/** What counts as an admin who can run the back office: an admin role on an account that is not disabled. */
export function isActiveAdmin(user: { role: string; disabled: boolean }, adminRoles: readonly string[]): boolean {
  return !user.disabled && roleIn(user.role, adminRoles);
}

/**
 * docs/business-rules.md#last-admin: no change of role or of the disabled flag may leave the site with no
 * active admin (two admins demoting each other at once included: the caller counts under a lock).
 * `otherActiveAdmins` counts the active admins besides the changed user. Null: allowed.
 */
export function lastAdminRefusal(change: {
  before: { role: string; disabled: boolean };
  after: { role: string; disabled: boolean };
  otherActiveAdmins: number;
  adminRoles: readonly string[];
}): string | null {
  const removesAnAdmin = isActiveAdmin(change.before, change.adminRoles) && !isActiveAdmin(change.after, change.adminRoles);
  return removesAnAdmin && change.otherActiveAdmins === 0 ? LAST_ADMIN_MESSAGE : null;
}
