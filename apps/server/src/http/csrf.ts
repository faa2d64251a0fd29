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
    if (SAFE_METHODS.has(request.method)) return;
    if (!request.cookies[SESSION_COOKIE] || request.headers.authorization) return;
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
