import { collectDefaultMetrics, Counter, Histogram, Registry } from "prom-client";
import type { DatabaseHandle } from "@investar/db";
import type { RequestMetrics } from "../../../http/request-metrics.ts";
import { addBusinessGauges } from "./business-gauges.ts";
import { addOperationsGauges } from "./operations-gauges.ts";

/** What the operator's Prometheus scrapes (docs/deploy.md#metrics), one registry per app. */
export interface SiteMetrics extends RequestMetrics {
  registry: Registry;
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
    observeRequest: ({ method, route, status }, seconds) => requests.observe({ method, route, status_code: String(status) }, seconds),
    countRefusal: (reason) => refusals.inc({ reason }),
  };
}
