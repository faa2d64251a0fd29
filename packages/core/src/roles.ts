/** docs/business-rules.md#roles. Admin and SPAdmin are privileged; the configured admin list decides who is an admin. */
export const ROLES = ["Investor", "SP", "SPAdmin", "Partner", "DMAdmin", "Admin", "IU", "SPM", "SPMAdmin"] as const;
export type Role = (typeof ROLES)[number];

export const DEFAULT_ADMIN_ROLES: readonly string[] = ["Admin", "SPAdmin"];

/** Role comparison ignores case (docs/business-rules.md#roles). */
export function roleIn(role: string | null | undefined, allowed: readonly string[]): boolean {
  if (!role) return false;
  const wanted = role.toLowerCase();
  return allowed.some((candidate) => candidate.toLowerCase() === wanted);
}

export function canonicalRole(input: string): Role | null {
  return ROLES.find((role) => role.toLowerCase() === input.trim().toLowerCase()) ?? null;
}

export interface SessionUser {
  userId: number;
  name: string;
  role: string;
  email: string;
  isEmailVerified: boolean;
}
