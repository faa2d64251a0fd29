import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import { unauthorized } from "../errors.ts";
import { requireAdmin, requireAdminBeforeTwoFactor, requireSelfOrAdmin, requireUser, type Principal } from "./principal.ts";

/**
 * Who may call a route (docs/architecture.md#authorization), declared in its options as `config: { access }`.
 * The kinds that need a session are enforced by one preHandler hook with the guards of principal.ts, after
 * the request is validated, as the handlers used to call them; the others name the credential the handler checks.
 */
export type Access =
  /** Anyone, logged in or not: public content, signing up and in, support forms. */
  | { kind: "anyone" }
  /** The payment gateway's return and the simulator standing in for it: its encrypted answer is the credential. */
  | { kind: "gateway" }
  /** A link's signed or single-use token (`where`.`field`) is the credential: unsubscribing, email links, the login challenge. */
  | { kind: "token"; where: "query" | "body"; field: string }
  /** This machine only (the local development outbox): the handler checks the caller's address. */
  | { kind: "internal" }
  /** The operator's monitoring (METRICS_TOKEN as a bearer token): the handler compares it, and answers 404 when none is set. */
  | { kind: "operator" }
  /** Any logged-in user (requireUser); a resource's owner, if any, is checked by the handler. */
  | { kind: "user" }
  /**
   * The user named in the request (requireSelfOrAdmin): `where`.`field` holds the user id, which must be the
   * caller's own unless the caller is an admin. `where: "handler"` names an id the handler finds only by
   * opening the body (`field` says which): the hook checks the login, the handler the id.
   */
  | { kind: "self"; where: "query" | "body" | "handler"; field: string }
  /** An effective admin (requireAdmin: a role in ADMIN_ROLES, with an authenticator under ADMIN_2FA=required). */
  | { kind: "admin" }
  /** An admin role still allowed to enrol its authenticator (requireAdminBeforeTwoFactor): the two-factor set-up routes only. */
  | { kind: "admin-enrolling" };

export type AccessKind = Access["kind"];

/** The declarations routes use: `config: { access: access.admin }`. */
export const access = {
  anyone: { kind: "anyone" },
  gateway: { kind: "gateway" },
  internal: { kind: "internal" },
  operator: { kind: "operator" },
  user: { kind: "user" },
  admin: { kind: "admin" },
  adminEnrolling: { kind: "admin-enrolling" },
  token: (where: "query" | "body", field: string) => ({ kind: "token", where, field }),
  self: (where: "query" | "body" | "handler", field = "userId") => ({ kind: "self", where, field }),
} as const satisfies Record<string, Access | ((...args: never[]) => Access)>;

/** Kinds a request without a session may pass (the handler checks any credential they carry). */
export const withoutSession: readonly AccessKind[] = ["anyone", "gateway", "token", "internal", "operator"];

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may call the route: required on every feature route (installAccess refuses a route without it). */
    access?: Access;
  }
}

async function enforce(request: FastifyRequest, declared: Access): Promise<void> {
  switch (declared.kind) {
    case "user":
      await requireUser(request);
      return;
    case "admin":
      await requireAdmin(request);
      return;
    case "admin-enrolling":
      await requireAdminBeforeTwoFactor(request);
      return;
    case "self":
      if (declared.where === "handler") await requireUser(request);
      else await requireSelfOrAdmin(request, (request[declared.where] as Record<string, number>)[declared.field]!);
      return;
    default:
      return;
  }
}

/**
 * Every route registered in `scope` must declare its access, or registration fails; the declared guard runs
 * before the handler (preHandler: after validation, so an invalid request still answers 400 first).
 */
export function installAccess(scope: FastifyInstance): void {
  scope.addHook("onRoute", (route: RouteOptions) => {
    if (!route.config?.access) throw new Error(`${[route.method].flat().join(",")} ${route.url} declares no access (config: { access })`);
  });
  scope.addHook("preHandler", async (request) => {
    const declared = request.routeOptions.config.access;
    if (declared) await enforce(request, declared);
  });
}

/** The caller the route's declared access let through (user, self or admin routes). */
export async function callerOf(request: FastifyRequest): Promise<Principal> {
  const principal = await request.principal();
  if (!principal) throw unauthorized();
  return principal;
}
