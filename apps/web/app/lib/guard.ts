import { guardFor, roleIn, routeGuards, type SessionUser } from "@investar/core";
import { redirect } from "react-router";
import { flashCookie } from "./flash-notice.ts";
import { TWO_FACTOR_PAGE } from "./second-factor.ts";

/** Client-side navigations fetch `<path>.data` (or `<path>/_.data`); the guard is about `<path>`. */
export function documentPath(pathname: string): string {
  return pathname.replace(/(?:\/_)?\.data$/, "") || "/";
}

function normalise(path: string): string {
  return documentPath(path)
    .replace(/^\/+|\/+$/g, "")
    .toLowerCase();
}

/** A ":name" segment of a pattern (admin/users/:userId) stands for any one segment of the path. */
function patternMatches(pattern: string, path: string): boolean {
  const want = normalise(pattern).split("/");
  const have = path.split("/");
  return want.length === have.length && want.every((segment, i) => segment.startsWith(":") || segment === have[i]);
}

/** The routeGuards key for a URL path; throws MissingGuardError for a guarded path nobody configured. */
export function guardPatternFor(pathname: string): string {
  const wanted = normalise(pathname);
  const pattern = Object.keys(routeGuards).find((key) => patternMatches(key, wanted));
  return pattern ?? normalise(pathname);
}

/**
 * docs/business-rules.md#route-guards: no user → login with returnUrl and 'You Need to login…'; a user whose role is not allowed →
 * the route's redirect target with 'You are not allowed…'. Under ADMIN_2FA=required an admin without an
 * authenticator is sent to enrol one before any other guarded page (ADR 0031).
 */
export function enforceGuard(url: URL, user: (SessionUser & { isAdmin?: boolean; mustEnrolTwoFactor?: boolean }) | null): void {
  const guard = guardFor(guardPatternFor(url.pathname));
  if (!user) throw loginFirst(url);
  if (user.mustEnrolTwoFactor) {
    // Not an admin (isAdmin is false until they enrol, ADR 0031), but the enrolment page is theirs to use.
    if (normalise(url.pathname) === normalise(TWO_FACTOR_PAGE)) return;
    throw redirect(TWO_FACTOR_PAGE);
  }
  // Back-office pages follow the server's configured ADMIN_ROLES (the session user's isAdmin), not a fixed list.
  const allowed = guard.staffOnly && user.isAdmin !== undefined ? user.isAdmin : roleIn(user.role, guard.allowedRoles);
  if (!allowed) {
    throw redirect(guard.redirectTo, { headers: { "Set-Cookie": flashCookie("not-allowed") } });
  }
}

/** To the login page with the login-required notice, coming back to this page (its query kept) afterwards. */
export function loginFirst(url: URL): Response {
  const search = new URLSearchParams(url.search);
  search.delete("_routes");
  const query = search.toString();
  const returnUrl = documentPath(url.pathname) + (query ? `?${query}` : "");
  return redirect(`/user/login?returnUrl=${encodeURIComponent(returnUrl)}`, {
    headers: { "Set-Cookie": flashCookie("login-required") },
  });
}
