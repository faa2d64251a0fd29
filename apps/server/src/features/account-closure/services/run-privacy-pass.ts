import type { AppDeps } from "../../../deps.ts";
import type { JobLog } from "../../../jobs/interval-job.ts";
import { writeAudit } from "../../audit/index.ts";
import { eraseClosedAccounts } from "./erase-closed-accounts.ts";
import { purgeOldRecords, type PurgedRecords } from "./purge-old-records.ts";
import { removeUnactivatedSignUps } from "./remove-unactivated-sign-ups.ts";

export type PrivacyPassReport = { erasedAccounts: number; heldErasures: number; removedSignUps: number } & PurgedRecords;

/**
 * One pass of the retention jobs as of deps.now() (docs/business-rules.md#retention): closures past their
 * 7 days erased, never-activated sign-ups removed, old records purged. Every step is idempotent, so the
 * periodic job and the operator's `privacy run` may overlap. Each pass leaves an audit row with its counts.
 */
export async function runPrivacyPass(deps: AppDeps, log?: JobLog): Promise<PrivacyPassReport> {
  const { erased, held } = await eraseClosedAccounts(deps, log);
  const { removed } = await removeUnactivatedSignUps(deps, log);
  const purged = await purgeOldRecords(deps);
  const report: PrivacyPassReport = { erasedAccounts: erased, heldErasures: held, removedSignUps: removed, ...purged };
  await writeAudit(deps.db, {
    actorId: null,
    action: "privacy-pass",
    subject: "privacy:retention",
    details: { ...report },
    at: deps.now(),
  });
  return report;
}
