import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { Counter } from "prom-client";
import { browserFamily } from "@investar/core";
import { reportClientError as contract } from "@investar/contract/client-errors/report-client-error";
import { access } from "../../../auth/access.ts";
import { badRequest } from "../../../errors.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { maskPersonalData } from "../../../http/log-redaction.ts";
import { route } from "./route.ts";

/**
 * docs/deploy.md#browser-errors: the pages' reporter posts uncaught errors, unhandled rejections and failed
 * chunk loads here. Each becomes one warning log line and one count in /metrics; nothing is stored. Anyone may
 * post (a visitor's page), so each address may post only a few a minute.
 */
const reportClientError: RouteModule = (app, deps) => {
  const reports = deps.metrics
    ? new Counter({
        name: "investar_client_errors_total",
        help: "Errors reported by visitors' browsers: script errors, unhandled rejections, chunks that failed to load.",
        labelNames: ["kind"] as const,
        registers: [deps.metrics.registry],
      })
    : null;
  app.register(async (scope) => {
    // navigator.sendBeacon posts a string as text/plain (a JSON type would need a CORS preflight): read it as JSON.
    scope.removeContentTypeParser("text/plain");
    scope.addContentTypeParser("text/plain", { parseAs: "string", bodyLimit: 8_192 }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(badRequest("The report is not JSON."), undefined);
      }
    });
    route(contract, {
      config: { access: access.anyone, rateLimit: { max: 10, timeWindow: "1 minute" } },
      summary: "A browser error from one of the site's pages",
      options: { bodyLimit: 8_192 },
      handler: async (request) => {
        const report = request.body;
        // A message or stack may quote what the visitor typed (an address, a mobile): masked as the server's own lines are.
        request.log.warn(
          {
            clientError: {
              kind: report.kind,
              message: maskPersonalData(report.message),
              stack: report.stack ? maskPersonalData(report.stack) : null,
              path: report.path,
              release: report.release ?? null,
              browser: browserFamily(request.headers["user-agent"]),
            },
          },
          "browser error",
        );
        reports?.inc({ kind: report.kind });
        return { received: true };
      },
    })(scope.withTypeProvider<ZodTypeProvider>(), deps);
  });
};

export default reportClientError;
