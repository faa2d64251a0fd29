import { z } from "zod";
import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { internalCallerCheck } from "../../../http/internal-caller.ts";
import { RETRY_AFTER_SECONDS } from "../../../http/unavailable-page.ts";
import { checkReadiness } from "../services/check-readiness.ts";
import { route } from "./route.ts";

const part = z.enum(["ok", "degraded", "off"]);
const when = z.date().nullable();
const outbox = z.object({
  status: part,
  pending: z.number().int().nullable(),
  givenUp: z.number().int().nullable(),
  oldestPendingAt: when,
  lastSentAt: when,
  lastFailureAt: when,
  lastError: z.string().nullable().optional(),
});
const readinessResponse = z.object({
  status: z.enum(["ready", "degraded", "not-ready"]),
  draining: z.boolean(),
  // The parts only for staff, this machine and the trusted proxy (docs/business-rules.md#readiness-details).
  database: z.object({ status: z.enum(["ok", "down"]), error: z.string().optional() }).optional(),
  mail: outbox.optional(),
  sms: outbox.optional(),
  gateway: z
    .object({
      status: part,
      pendingOrders: z.number().int().nullable(),
      lastRunAt: when,
      unreachable: z.number().int(),
      lastError: z.string().nullable().optional(),
    })
    .optional(),
});

/**
 * Readiness for a load balancer or an operator (ADR 0013): 503 while the database is away or the process is
 * shutting down; 200 otherwise, "degraded" when mail, SMS or the gateway fail (their work waits). The parts
 * are for this machine and the trusted proxy, their error texts for admins. Never cached: it is what changes
 * during an incident.
 */
const getReadiness: RouteModule = (app, deps) => {
  const isInternal = internalCallerCheck(deps.config.trustProxy);
  route(
    { method: "GET", path: "/api/health/ready", answer: readinessResponse },
    {
      config: { access: access.anyone },
      summary: "Readiness with the state of the database, mail, SMS and gateway reconciliation",
      schema: { response: { 503: readinessResponse } },
      handler: async (request, { reply }) => {
        // Whether the caller is an admin needs the database; while it is away the caller is simply not one.
        const principal = await request.principal().catch(() => null);
        const audience = principal?.isAdmin === true ? "staff" : isInternal(request) ? "internal" : "public";
        const readiness = await checkReadiness(deps, audience);
        reply.header("cache-control", "no-store");
        if (readiness.status === "not-ready") reply.status(503).header("retry-after", String(RETRY_AFTER_SECONDS));
        return readiness;
      },
    },
  )(app, deps);
};

export default getReadiness;
