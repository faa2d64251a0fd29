import type { FastifyInstance } from "fastify";
import { SESSION_COOKIE } from "../auth/session-token.ts";
import { forbidden } from "../errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * DESIGN §3: a state-changing request that authenticates by cookie must come from our own pages. Calls
 * with a bearer token are not exposed (browsers never attach one on their own).
 */
export function installCsrfCheck(app: FastifyInstance, publicUrl: string): void {
  const allowed = new URL(publicUrl).origin;
  app.addHook("preHandler", async (request) => {
    if (!request.cookies[SESSION_COOKIE] || request.headers.authorization) return;
    if (SAFE_METHODS.has(request.method)) {
      // SPEC §7 spells some state changes as GETs (AddReferral, ActivateIntraday…). A cross-site link or
      // top-level navigation carries the Lax cookie, so those routes refuse what the browser marks as
      // coming from another site. Same-origin fetches of GETs carry no Origin, hence Sec-Fetch-Site.
      const site = request.headers["sec-fetch-site"];
      if (request.routeOptions.config.changesState && site && site !== "same-origin" && site !== "none") throw forbidden("Cross-site request refused.");
      return;
    }
    const origin = parseOrigin(request.headers.origin ?? request.headers.referer);
    if (!origin || (origin.origin !== allowed && origin.host !== request.host)) throw forbidden("Cross-site request refused.");
  });
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
  }
}
