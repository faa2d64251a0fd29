import { decodeAcquisition, encodeAcquisition, mentionsAcquisition, sanitizeAcquisition, type Acquisition } from "@investar/core";
import type { FastifyInstance, FastifyRequest } from "fastify";

export const ACQUISITION_COOKIE = "investar_first_touch";
const THIRTY_DAYS_SECONDS = 30 * 24 * 60 * 60;

/**
 * docs/business-rules.md#acquisition: a page visit whose URL carries UTM parameters, gclid or fbclid
 * remembers them in a first-party cookie, first touch only (a cookie already there is kept), so the
 * sign-up that follows can store where the visitor came from. Install after the cookie plugin.
 */
export function installAcquisitionCookie(app: FastifyInstance, publicUrl: string): void {
  const secure = publicUrl.startsWith("https://");
  const tagged = new WeakSet<FastifyRequest>();
  // A callback, not an async hook: every request runs it, and nearly all leave at the string test.
  app.addHook("onRequest", (request, reply, done) => {
    const queryAt = request.url.indexOf("?");
    if (queryAt < 0 || request.method !== "GET" || request.url.startsWith("/api/")) return done();
    const search = request.url.slice(queryAt);
    if (!mentionsAcquisition(search) || request.cookies[ACQUISITION_COOKIE] !== undefined) return done();
    const found = sanitizeAcquisition(Object.fromEntries(new URLSearchParams(search)));
    const value = found && encodeAcquisition(found);
    if (value) {
      void reply.setCookie(ACQUISITION_COOKIE, value, {
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure,
        maxAge: THIRTY_DAYS_SECONDS,
      });
      tagged.add(request);
    }
    done();
  });
  // The answer carries this visitor's cookie: a shared cache (a CDN) must not hand it to the next visitor of the same URL.
  app.addHook("onSend", (request, reply, payload, done) => {
    if (tagged.has(request)) void reply.header("cache-control", "private, no-store");
    done(null, payload);
  });
}

/** The landing visit's parameters a sign-up request carries, if any. */
export function readAcquisition(request: FastifyRequest): Acquisition | undefined {
  return decodeAcquisition(request.cookies[ACQUISITION_COOKIE]) ?? undefined;
}
