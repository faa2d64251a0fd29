import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../../deps.ts";
import { scheduleIntervalJob } from "../../../jobs/interval-job.ts";
import { queueNewsletterBatch } from "../services/queue-newsletter-batch.ts";

/**
 * Newsletters being sent are queued at NEWSLETTER_MAILS_PER_MINUTE (ADR 0034): each run, claimed by one instance, queues
 * that rate's share of its interval, so a list of any size goes out steadily instead of all at once.
 */
export function scheduleNewsletterJob(app: FastifyInstance, deps: AppDeps): void {
  const { intervalMs, perMinute } = deps.config.newsletters;
  const batch = Math.max(1, Math.ceil((perMinute * intervalMs) / 60_000));
  scheduleIntervalJob(app, "newsletters", intervalMs, async () => {
    const report = await queueNewsletterBatch(deps, batch);
    if (report.queued > 0) app.log.info({ report }, "queued newsletter copies");
    return report;
  });
}
