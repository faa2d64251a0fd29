/**
 * Loaded with `node --import` before the server: says on stderr when the process loads the OpenTelemetry SDK, so
 * a test sees that tracing is off and free without OTEL_EXPORTER_OTLP_ENDPOINT (docs/deploy.md#tracing).
 */
import { registerHooks } from "node:module";

let said = false;
registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    if (!said && resolved.url.includes("/@opentelemetry/sdk-trace-")) {
      said = true;
      process.stderr.write("TRACING SDK LOADED\n");
    }
    return resolved;
  },
});
