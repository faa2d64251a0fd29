import type { FastifyRequest } from "fastify";
import { SESSION_COOKIE } from "../auth/session-token.ts";
import { forbidden } from "../errors.ts";

/**
 * docs/business-rules.md#state-changing-gets makes a few state-changing calls GETs (GetVerificationCode, …). The CSRF check
 * covers only POST and friends, and a SameSite=Lax cookie still rides along on a top-level cross-site
 * navigation, so such a GET authenticated by cookie must come from our own pages. Browsers state that
 * in Sec-Fetch-Site (Referer is switched off site-wide); bearer calls are never sent by a browser unasked.
 */
export function requireSameSiteGet(request: FastifyRequest): void {
  if (request.headers.authorization !== undefined || !request.cookies[SESSION_COOKIE]) return;
  const site = request.headers["sec-fetch-site"];
  // Browsers too old to send the header are let through: refusing them would lock those users out.
  if (site !== undefined && site !== "same-origin") throw forbidden("Cross-site request refused.");
}
