import type { FastifyInstance } from "fastify";

/** What the request hook records; the metrics feature's registry implements it. */
export interface RequestMetrics {
  /** One answered request, by its route's template (never the raw URL: ids would make a series per customer). */
  observeRequest(request: { method: string; route: string; status: number }, seconds: number): void;
  /** A request refused before its handler: too many of them, or cross-site. */
  countRefusal(reason: "rate-limit" | "csrf"): void;
}

/**
 * Every answer is observed by its route's template (`/api/user/GetMemberInfoProfile`, `/webinar/:slug`), or
 * "unmatched" for a path no route has, so a scan of random URLs adds one series, not one per URL. A 429 counts
 * as a rate-limit refusal (docs/deploy.md#metrics).
 */
export function installRequestMetrics(app: FastifyInstance, metrics: RequestMetrics): void {
  app.addHook("onResponse", (request, reply, done) => {
    const route = request.routeOptions.url ?? "unmatched";
    metrics.observeRequest({ method: request.method, route, status: reply.statusCode }, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) metrics.countRefusal("rate-limit");
    done();
  });
}
