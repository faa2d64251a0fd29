/**
 * OpenTelemetry tracing (docs/deploy.md#tracing, ADR 0052). main.ts imports this file only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set, and before the server's own modules, because the instrumentations patch
 * `http` and `pg` as they are loaded; without the variable none of the SDK is ever loaded.
 *
 * The exporter and the SDK read the standard variables themselves (OTEL_EXPORTER_OTLP_ENDPOINT, _HEADERS,
 * _TIMEOUT, OTEL_SERVICE_NAME, OTEL_RESOURCE_ATTRIBUTES, OTEL_TRACES_SAMPLER, OTEL_BSP_*): OTLP over HTTP with
 * protobuf bodies, to `<endpoint>/v1/traces`.
 */
import { FastifyOtelInstrumentation } from "@fastify/otel";
import { trace } from "@opentelemetry/api";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-proto";
import { registerInstrumentations } from "@opentelemetry/instrumentation";
import { HttpInstrumentation } from "@opentelemetry/instrumentation-http";
import { PgInstrumentation } from "@opentelemetry/instrumentation-pg";
import { UndiciInstrumentation } from "@opentelemetry/instrumentation-undici";
import { detectResources, envDetector, hostDetector, processDetector, resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, NodeTracerProvider } from "@opentelemetry/sdk-trace-node";

export interface Tracing {
  /** What every log line carries beside its request id: the trace and span active when it is written. */
  logFields(): Record<string, string>;
  /** Sends the spans still buffered; the process calls it as it shuts down. */
  shutdown(): Promise<void>;
}

/** Probes and scrapes every few seconds would drown the traces that matter. */
const UNTRACED_PATHS = new Set(["/api/health", "/api/health/ready", "/metrics"]);

export function startTracing(): Tracing {
  // The route template of each socket request, from Fastify, to name its HTTP span ("POST /api/payment/CCAvenueResponse").
  // The SDK's own way (a route kept in the request's context) is overwritten by the simulator's in-process
  // requests (ADR 0007), which run inside the caller's context and would give the caller their route's name.
  const routes = new WeakMap<object, string>();
  // The tracer provider alone, not the whole NodeSDK: that one brings every exporter (gRPC, metrics, logs,
  // Zipkin), a fifth of the install for one we do not use (docs/adr/0052-tracing-and-browser-errors.md#the-tracer-provider-alone).
  const provider = new NodeTracerProvider({
    // Unless the operator names the service (OTEL_SERVICE_NAME or OTEL_RESOURCE_ATTRIBUTES, which win).
    resource: resourceFromAttributes({ "service.name": "investar" }).merge(
      detectResources({ detectors: [envDetector, processDetector, hostDetector] }),
    ),
    // Batched as OTEL_BSP_* say; sampled as OTEL_TRACES_SAMPLER says. Traces only: metrics are Prometheus's
    // (ADR 0045) and logs stay pino's lines on stdout.
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // W3C trace context and baggage, on AsyncLocalStorage.
  provider.register();
  registerInstrumentations({
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.has((request.url ?? "").split("?")[0]!),
        applyCustomAttributesOnSpan(span, request) {
          const route = routes.get(request);
          if (!route) return;
          span.updateName(`${(request as { method?: string }).method ?? "GET"} ${route}`);
          span.setAttribute("http.route", route);
        },
      }),
      new UndiciInstrumentation(),
      // Statement text only: parameter values may be a customer's email, mobile or PAN.
      new PgInstrumentation({ enhancedDatabaseReporting: false }),
      // Fastify announces each new instance on a diagnostics channel; the plugin is registered on it there.
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        ignorePaths: (route) => UNTRACED_PATHS.has(route.url),
        requestHook: (_span, request) => {
          if (request.routeOptions.url) routes.set(request.raw, request.routeOptions.url);
        },
      }),
    ],
  });
  return {
    logFields(): Record<string, string> {
      const context = trace.getActiveSpan()?.spanContext();
      return context ? { traceId: context.traceId, spanId: context.spanId } : {};
    },
    shutdown: () => provider.shutdown(),
  };
}
