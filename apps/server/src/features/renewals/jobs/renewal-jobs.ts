import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../../deps.ts";
import { scheduleIntervalJob } from "../../../jobs/interval-job.ts";
import { applyScheduledChanges } from "../../subscriptions/index.ts";
import { sendRenewalReminders } from "../services/send-renewal-reminders.ts";

/**
 * ADR 0026: scheduled subscription changes applied at the old expiry, then the renewal
 * reminders. Claimed runs (ADR 0016), so one instance runs it per interval; both parts are idempotent.
 */
export function scheduleRenewalJobs(app: FastifyInstance, deps: AppDeps): void {
  scheduleIntervalJob(app, "renewals", deps.config.renewalJobIntervalMs, async () => {
    const changes = await applyScheduledChanges(deps);
    const reminders = await sendRenewalReminders(deps);
    if (changes.applied > 0 || Object.values(reminders).some((count) => count > 0))
      app.log.info({ changes, reminders }, "renewals: applied changes and queued reminders");
    return { ...changes, reminders };
  });
}
