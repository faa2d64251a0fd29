import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../../deps.ts";
import { scheduleIntervalJob } from "../../../jobs/interval-job.ts";
import { buildPendingDataExports } from "../services/build-data-exports.ts";
import { removeSpentDataExports } from "../services/remove-spent-data-exports.ts";

/**
 * docs/business-rules.md#data-download: every DATA_EXPORT_JOB_INTERVAL_SECONDS one instance builds the downloads asked for (a large
 * account's PDFs take a while, so not in the request) and deletes the ZIPs whose link is spent or expired.
 */
export function scheduleDataExportJob(app: FastifyInstance, deps: AppDeps): void {
  scheduleIntervalJob(app, "privacy-data-exports", deps.config.dataExportIntervalMs, async () => {
    const report = { ...(await buildPendingDataExports(deps)), removed: await removeSpentDataExports(deps) };
    if (report.built + report.failed + report.removed > 0) app.log.info({ report }, "privacy data downloads");
    return report;
  });
}
