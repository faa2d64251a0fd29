import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { DatabaseHandle } from "@investar/db";
import type { RequestMetrics } from "../../../http/request-metrics.ts";
import { addBusinessGauges } from "./business-gauges.ts";
import { addOperationsGauges } from "./operations-gauges.ts";

/** What the operator's Prometheus scrapes (docs/deploy.md#metrics), one registry per app. */
export interface SiteMetrics extends RequestMetrics {
  registry: Registry;
  /** Reports the readiness check's verdict as `investar_ready`, asked at each scrape (the check needs the built app). */
  watchReadiness(check: () => Promise<{ status: "ready" | "degraded" | "not-ready" }>): void;
}

export function createMetrics(handle: DatabaseHandle, now: () => Date): SiteMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ app: "investar" });
  // Process CPU, memory, handles, garbage collection and event-loop delay.
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from receiving a request to sending its answer, by route template, method and status.",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const refusals = new Counter({
    name: "investar_http_refusals_total",
    help: "Requests refused before their handler: rate limits and cross-site (CSRF) refusals.",
    labelNames: ["reason"] as const,
    registers: [registry],
  });
  addOperationsGauges(registry, handle, now);
  addBusinessGauges(registry, handle.db);
  return {
    registry,
    watchReadiness(check) {
      new Gauge({
        name: "investar_ready",
        help: "The readiness check's verdict, as GET /api/health/ready gives it: 1 ready, 0.5 degraded, 0 not ready.",
        registers: [registry],
        async collect() {
          const { status } = await check();
          this.set(status === "ready" ? 1 : status === "degraded" ? 0.5 : 0);
        },
      });
    },
    observeRequest: ({ method, route, status }, seconds) => requests.observe({ method, route, status_code: String(status) }, seconds),
    countRefusal: (reason) => refusals.inc({ reason }),
  };
}
