import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../deps.ts";
import { scheduleIntervalJob } from "../jobs/interval-job.ts";
import { sweepExpiredLimits } from "../features/messaging/index.ts";
import { purgeExpiredLogs } from "../features/marketing/index.ts";

/**
 * ADR 0012: what the public log endpoints wrote is deleted after 90 days, checked every few hours; the
 * same run sweeps rate-limit rows past their windows (ADR 0016).
 */
export function scheduleLogRetention(app: FastifyInstance, deps: AppDeps): void {
  scheduleIntervalJob(app, "log retention", deps.config.logRetentionIntervalMs, async () => {
    const purged = await purgeExpiredLogs(deps);
    if (purged.conversionLogs + purged.clientLogs > 0) app.log.info({ purged }, "deleted logs past their retention");
    const swept = await sweepExpiredLimits(deps);
    if (swept.hits + swept.counters > 0) app.log.info({ swept }, "deleted rate-limit rows past their windows");
  });
}
