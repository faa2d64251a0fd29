import type { FastifyInstance, FastifyRequest } from "fastify";
import { SESSION_COOKIE } from "../auth/session-token.ts";
import { forbidden } from "../errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * docs/architecture.md#csrf: a state-changing request that authenticates by cookie must come from our own pages. A call
 * with an Authorization header is authenticated by that header alone (principal.ts ignores the cookie
 * then), and browsers never attach one on their own. Routes that sign in or sign up (`signsIn`) refuse a
 * cross-site browser even without a cookie: another site must not log a visitor into its own account.
 */
export function installCsrfCheck(app: FastifyInstance, publicUrl: string, onRefused: () => void = () => {}): void {
  const allowed = new URL(publicUrl).origin;
  const ours = (origin: URL | null, host: string) => origin !== null && (origin.origin === allowed || origin.host === host);
  // A callback, not an async hook: every request runs it, most with nothing to refuse, and a promise per
  // request is measurable (docs/architecture.md#benchmark).
  app.addHook("preHandler", (request, _reply, done) => {
    const refused = refusal(request, ours);
    if (refused) onRefused();
    done(refused);
  });
}

/** Why this request is refused as cross-site, or undefined when it may go on. */
function refusal(request: FastifyRequest, ours: (origin: URL | null, host: string) => boolean): Error | undefined {
  if (request.headers.authorization !== undefined) return undefined;
  if (!request.cookies[SESSION_COOKIE]) {
    if (
      request.routeOptions.config.signsIn &&
      crossSiteBrowser(request.headers.origin, request.headers["sec-fetch-site"], (o) => ours(o, request.host))
    ) {
      return forbidden("Cross-site request refused.");
    }
    return undefined;
  }
  if (SAFE_METHODS.has(request.method)) {
    // docs/business-rules.md#state-changing-gets spells some state changes as GETs (AddReferral, ActivateIntraday…). A cross-site link or
    // top-level navigation carries the Lax cookie, so those routes refuse what the browser marks as
    // coming from another site. Same-origin fetches of GETs carry no Origin, hence Sec-Fetch-Site.
    const site = request.headers["sec-fetch-site"];
    if (request.routeOptions.config.changesState && site && site !== "same-origin" && site !== "none")
      return forbidden("Cross-site request refused.");
    return undefined;
  }
  if (!ours(parseOrigin(request.headers.origin ?? request.headers.referer), request.host)) return forbidden("Cross-site request refused.");
  return undefined;
}

/**
 * Without a cookie only a browser's own word can tell: an Origin that is not ours (a sandboxed frame's
 * "null" included) or Sec-Fetch-Site naming another site. Programs that send neither are let through.
 */
function crossSiteBrowser(
  origin: string | undefined,
  site: string | string[] | undefined,
  isOurs: (origin: URL | null) => boolean,
): boolean {
  if (origin !== undefined) return !isOurs(parseOrigin(origin));
  return site === "cross-site" || site === "same-site";
}

function parseOrigin(value: string | undefined): URL | null {
  if (!value) return null;
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** A GET that changes state: cookie-authenticated calls must come from our own pages (see above). */
    changesState?: boolean;
    /** Signs in or creates an account: browsers must call it from our own pages, cookie or not (see above). */
    signsIn?: boolean;
  }
}
