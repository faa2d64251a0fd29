import type { FastifyInstance } from "fastify";

/**
 * docs/business-rules.md#canonical-host: a deployed site answers pages on PUBLIC_URL's host only. A visitor who came in by the
 * other name (www.example.com vs example.com) is sent to the same path there, so the session cookie,
 * the CSP's one origin and the gateway's return (always PUBLIC_URL) meet. Page loads only: API calls
 * come from our own pages, which are then on the right host, and the health and readiness probes of a
 * load balancer use whatever name it has for the instance.
 */
export function installCanonicalHost(app: FastifyInstance, publicUrl: string): void {
  const canonical = new URL(publicUrl);
  // A callback, not an async hook: every request runs it (docs/architecture.md#benchmark). A redirect ends the request without `done`.
  app.addHook("onRequest", (request, reply, done) => {
    const elsewhere =
      (request.method === "GET" || request.method === "HEAD") &&
      !request.url.startsWith("/api/") &&
      request.host.toLowerCase() !== canonical.host;
    if (!elsewhere) return done();
    void reply.redirect(`${canonical.origin}${request.url}`, 308);
  });
}
