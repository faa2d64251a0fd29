import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { adminStanding, roleIn, twoFactorMessages, type AdminStanding, type SessionUser } from "@investar/core";
import { isLanguage, type Language } from "@investar/core/i18n/languages";
import { schema } from "@investar/db";
import { preparedQuery } from "../database/prepared-query.ts";
import type { AppDeps } from "../deps.ts";
import { AppError, forbidden, unauthorized } from "../errors.ts";
import { SESSION_COOKIE, verifySessionToken } from "./session-token.ts";

/**
 * `isAdmin` is the effective admin (core's adminStanding, ADR 0031): under ADMIN_2FA=required an admin role
 * without a confirmed authenticator is a customer on every route; `mustEnrolTwoFactor` alone opens enrolment to it.
 */
export interface Principal extends SessionUser, AdminStanding {
  sessionId: string;
  /** When this session's login happened: sensitive changes ask for a recent one. */
  signedInAt: Date;
  /**
   * The site's language kept on the account (docs/adr/0059-hindi-with-lingui.md#choosing-a-language), read with
   * the session so that a page needs no second lookup of the same user (ADR 0057); null for none of ours.
   */
  language: Language | null;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Resolved on first use: most requests (assets, public pages) never need the session looked up. */
    principal(): Promise<Principal | null>;
  }
}

/**
 * A request that carries an Authorization header is authenticated by that header alone: the cookie is
 * ignored, so a header a browser could be made to send never lets the cookie past the CSRF check.
 */
function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header === undefined) return request.cookies[SESSION_COOKIE] ?? null;
  return /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? null;
}

/** The session's one query, on every signed-in request: built once (database/prepared-query.ts). */
const principalQuery = preparedQuery((db) =>
  db
    .select({
      userId: schema.users.id,
      name: schema.users.fullName,
      role: schema.users.role,
      email: schema.users.email,
      isEmailVerified: schema.users.isEmailVerified,
      signedInAt: schema.sessions.createdAt,
      language: schema.users.language,
      twoFactorConfirmedAt: schema.twoFactorAuthenticators.confirmedAt,
    })
    .from(schema.sessions)
    .innerJoin(schema.users, eq(schema.users.id, schema.sessions.userId))
    .leftJoin(schema.twoFactorAuthenticators, eq(schema.twoFactorAuthenticators.userId, schema.sessions.userId))
    // A disabled account's sessions are revoked when it is disabled; checking the flag too keeps it out even if one was missed.
    .where(
      and(
        eq(schema.sessions.id, sql.placeholder("sessionId")),
        isNull(schema.sessions.revokedAt),
        // Through the column's own encoder, as an unprepared comparison with a Date would be.
        gt(schema.sessions.expiresAt, sql.param(sql.placeholder("now"), schema.sessions.expiresAt)),
        isNull(schema.users.disabledAt),
        isNull(schema.users.closedAt),
      ),
    )
    .limit(1)
    .prepare("investar_principal"),
);

export async function resolvePrincipal(deps: AppDeps, token: string | null): Promise<Principal | null> {
  if (!token || !deps.config.sessionSecret) return null;
  const now = deps.now();
  const claims = await verifySessionToken(deps.config.sessionSecret, token, now);
  if (!claims) return null;
  const [row] = await principalQuery(deps.db).execute({ sessionId: claims.sid, now });
  if (!row || row.userId !== claims.id) return null;
  const { twoFactorConfirmedAt, language, ...user } = row;
  const standing = adminStanding(
    { enrolled: twoFactorConfirmedAt !== null, adminRole: roleIn(row.role, deps.config.adminRoles) },
    deps.config.adminTwoFactor,
  );
  return { ...user, language: isLanguage(language) ? language : null, sessionId: claims.sid, ...standing };
}

export function installPrincipal(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest("principal", function (this: FastifyRequest) {
    const memo = resolvePrincipal(deps, tokenOf(this));
    this.principal = () => memo;
    return memo;
  });
}

/** Guards return the principal or throw. */
export async function requireUser(request: FastifyRequest): Promise<Principal> {
  const principal = await request.principal();
  if (!principal) throw unauthorized();
  return principal;
}

/** An admin, or one ADMIN_2FA=required still sends to enrol: only the two-factor set-up routes use this. */
export async function requireAdminBeforeTwoFactor(request: FastifyRequest): Promise<Principal> {
  const principal = await requireUser(request);
  if (!principal.isAdmin && !principal.mustEnrolTwoFactor) throw forbidden();
  return principal;
}

/** An admin who may use the back office: under ADMIN_2FA=required, one with a confirmed authenticator. */
export async function requireAdmin(request: FastifyRequest): Promise<Principal> {
  const principal = await requireUser(request);
  if (principal.mustEnrolTwoFactor) {
    throw new AppError("TwoFactorEnrolmentRequired", twoFactorMessages.enrolmentRequired, { status: 403 });
  }
  if (!principal.isAdmin) throw forbidden();
  return principal;
}

/** docs/architecture.md#authorization: a userId parameter must be the caller's own id unless the caller is an admin. */
export async function requireSelfOrAdmin(request: FastifyRequest, userId: number): Promise<Principal> {
  const principal = await requireUser(request);
  if (principal.userId !== userId && !principal.isAdmin) throw forbidden("You can only act on your own account.");
  return principal;
}
