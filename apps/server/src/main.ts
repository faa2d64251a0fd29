/**
 * The server's entry point (`npm start`, the container). Tracing (docs/deploy.md#tracing, ADR 0052) patches
 * `http` and `pg` as they are loaded, so it starts before the server's modules are imported, and only when an
 * OTLP endpoint is set: otherwise not one module of the SDK is loaded.
 */
import type { Tracing } from "./boot/tracing.ts";

const tracing: Tracing | undefined = process.env.OTEL_EXPORTER_OTLP_ENDPOINT
  ? (await import("./boot/tracing.ts")).startTracing()
  : undefined;
const { serve, exitOnStartFailure } = await import("./serve.ts");
await serve({ tracing }).catch(exitOnStartFailure);
