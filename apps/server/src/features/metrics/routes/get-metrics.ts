import { createHash, timingSafeEqual } from "node:crypto";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { notFound, unauthorized } from "../../../errors.ts";

/** Compared as digests, so neither the time taken nor a length check tells a caller how much of a guess was right. */
const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * docs/deploy.md#metrics: Prometheus's text format for the operator's monitoring, behind METRICS_TOKEN. Never
 * public: without a token configured the path does not exist (404); with one, any other caller gets 401.
 */
const getMetrics: RouteModule = (app, deps) => {
  app.get("/metrics", { config: { access: access.operator }, schema: { hide: true } }, async (request, reply) => {
    const token = deps.config.metricsToken;
    const metrics = deps.metrics;
    if (!token || !metrics) throw notFound();
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "";
    if (!timingSafeEqual(digest(given), digest(token))) throw unauthorized("A valid metrics token is required.");
    const text = await metrics.registry.metrics();
    return reply.header("cache-control", "no-store").type(metrics.registry.contentType).send(text);
  });
};

export default getMetrics;
