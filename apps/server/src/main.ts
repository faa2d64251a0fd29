/**
 * The server's entry point (`npm start`, the container). Tracing (docs/deploy.md#tracing, ADR 0052) patches
 * `http` and `pg` as they are loaded, so it starts before the server's modules are imported, and only when an
 * OTLP endpoint is set: otherwise not one module of the SDK is loaded. The server's own modules load after module
 * loading is made cheap (docs/adr/0067-cheaper-process-starts.md).
 */
import { speedUpModuleLoading } from "./boot/module-loading.ts";
import { productionByDefault } from "./boot/production-by-default.ts";
import type { Tracing } from "./boot/tracing.ts";

productionByDefault();
const tracing: Tracing | undefined = process.env.OTEL_EXPORTER_OTLP_ENDPOINT
  ? (await import("./boot/tracing.ts")).startTracing()
  : undefined;
speedUpModuleLoading();
const { serve, exitOnStartFailure } = await import("./serve.ts");
await serve({ tracing }).catch(exitOnStartFailure);
