import { DEFAULT_ADMIN_ROLES, ROLES } from "./roles.ts";

/** docs/business-rules.md#route-guards: every guarded route names the roles allowed in and where anyone else is sent. */
export interface RouteGuard {
  allowedRoles: readonly string[];
  redirectTo: string;
  /**
   * The back office: the deployment's ADMIN_ROLES decide, as the server's admin guard does. Where the
   * caller's admin standing is known (the web app's session user) it is used; allowedRoles is the default list.
   */
  staffOnly?: boolean;
}

const everyone: RouteGuard = { allowedRoles: ROLES, redirectTo: "/" };
const admins: RouteGuard = { allowedRoles: DEFAULT_ADMIN_ROLES, redirectTo: "/", staffOnly: true };

/** Keyed by the route's path pattern as written in apps/web/app/routes.ts. */
export const routeGuards: Readonly<Record<string, RouteGuard>> = {
  "my-investar/my-profile": everyone,
  "my-investar/change-password": everyone,
  "my-investar/manage-subscription": everyone,
  "my-investar/my-wallet": everyone,
  "my-investar/my-referral": everyone,
  "my-investar/privacy/requests": everyone,
  "my-investar/privacy/close-account": everyone,
  "my-investar/privacy": everyone,
  "my-investar/privacy/download": everyone,
  "my-investar/support": everyone,
  "my-investar/support/:ticketId": everyone,
  MobileTrial: everyone,
  "education/my-webinars": everyone,
  admin: admins,
  "admin/activate-manual-payment": admins,
  "admin/payment-queue": admins,
  "admin/webinars": admins,
  "admin/catalogue": admins,
  "admin/users": admins,
  "admin/users/:userId": admins,
  "admin/audit": admins,
  "admin/campaign-sign-ups": admins,
  "admin/two-factor": admins,
  "admin/releases": admins,
  "admin/site": admins,
  "admin/business": admins,
  "admin/gst": admins,
  "admin/newsletters": admins,
  "admin/privacy": admins,
  "admin/privacy/breaches": admins,
  "admin/privacy/breaches/:breachId": admins,
  "admin/support": admins,
  "admin/support/:ticketId": admins,
};

export class MissingGuardError extends Error {
  constructor(pattern: string) {
    super(`Route "${pattern}" is guarded but has no entry in routeGuards: a configuration error.`);
  }
}

export function guardFor(pattern: string): RouteGuard {
  const guard = routeGuards[pattern];
  if (!guard) throw new MissingGuardError(pattern);
  return guard;
}

export const guardMessages = {
  "login-required": "You Need to login before accessing this page.",
  "not-allowed": "You are not allowed to visit this page.",
} as const;
export type GuardNotice = keyof typeof guardMessages;
