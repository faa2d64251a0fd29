import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../../deps.ts";
import { scheduleIntervalJob } from "../../../jobs/interval-job.ts";
import { applyScheduledChanges } from "../../subscriptions/index.ts";
import { runAutoRenewPass } from "../services/run-auto-renew-pass.ts";
import { sendRenewalReminders } from "../services/send-renewal-reminders.ts";

/**
 * ADR 0026: scheduled subscription changes applied at the old expiry, then the renewal reminders, then
 * the auto-renew pass (ADR 0042: notices and debits of card mandates). Claimed runs (ADR 0016), so one
 * instance runs it per interval; every part is idempotent, and the auto-renew pass also holds its own
 * lease, which the operator's `renewals run` shares.
 */
export function scheduleRenewalJobs(app: FastifyInstance, deps: AppDeps): void {
  scheduleIntervalJob(app, "renewals", deps.config.renewalJobIntervalMs, async () => {
    const changes = await applyScheduledChanges(deps);
    const reminders = await sendRenewalReminders(deps);
    const autoRenew = await runAutoRenewPass(deps, app.log);
    if (changes.applied > 0 || Object.values(reminders).some((count) => count > 0))
      app.log.info({ changes, reminders }, "renewals: applied changes and queued reminders");
    if (autoRenew !== "busy" && autoRenew.mandates > 0) app.log.info({ autoRenew }, "renewals: auto-renew pass");
    return { ...changes, reminders, autoRenew };
  });
}
