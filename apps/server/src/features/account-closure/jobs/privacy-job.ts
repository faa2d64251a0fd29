import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../../deps.ts";
import { scheduleIntervalJob } from "../../../jobs/interval-job.ts";
import { runPrivacyPass } from "../services/run-privacy-pass.ts";

/**
 * The retention pass (docs/business-rules.md#retention) on the log-retention interval
 * (LOG_RETENTION_INTERVAL_SECONDS, every few hours): a claimed run (ADR 0016), so one instance runs it per
 * interval; the operator's `privacy run` runs the same pass by hand. A pass that spent its budget with work
 * left (a backlog) is followed by another soon after (docs/adr/0056-retention-and-periodic-passes-at-scale.md#bounded-passes).
 */
export function schedulePrivacyJob(app: FastifyInstance, deps: AppDeps): void {
  scheduleIntervalJob(
    app,
    "privacy retention",
    deps.config.logRetentionIntervalMs,
    async () => {
      const report = await runPrivacyPass(deps, app.log);
      if (!report.complete || Object.values(report).some((count) => typeof count === "number" && count > 0))
        app.log.info({ report }, "privacy: retention pass");
      return report;
    },
    { leftWork: (report) => !report.complete },
  );
}
