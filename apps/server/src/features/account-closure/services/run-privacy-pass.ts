import type { AppDeps } from "../../../deps.ts";
import type { JobLog } from "../../../jobs/interval-job.ts";
import { passBudget, type PassBudget } from "../../../jobs/pass-budget.ts";
import { writeAudit } from "../../audit/index.ts";
import { eraseClosedAccounts } from "./erase-closed-accounts.ts";
import { purgeOldRecords, type PurgedRecords } from "./purge-old-records.ts";
import { removeUnactivatedSignUps } from "./remove-unactivated-sign-ups.ts";

/** `complete` is false when the pass spent its budget with work left: the job runs the next pass soon after. */
export type PrivacyPassReport = { erasedAccounts: number; heldErasures: number; removedSignUps: number } & PurgedRecords & {
    complete: boolean;
  };

/**
 * A pass's time (docs/adr/0056-retention-and-periodic-passes-at-scale.md#bounded-passes): a day's retention at
 * 250,000 customers takes well under a second; a backlog goes five seconds at a time.
 */
export const PRIVACY_PASS_BUDGET_MS = 5_000;

/**
 * One pass of the retention jobs as of deps.now() (docs/business-rules.md#retention): closures past their
 * 7 days erased, never-activated sign-ups removed, old records purged, until the pass's budget is spent.
 * Every step is idempotent, so the periodic job and the operator's `privacy run` may overlap. Each pass
 * leaves an audit row with its counts.
 */
export async function runPrivacyPass(
  deps: AppDeps,
  log?: JobLog,
  budget: PassBudget = passBudget(PRIVACY_PASS_BUDGET_MS),
): Promise<PrivacyPassReport> {
  const { erased, held } = await eraseClosedAccounts(deps, log, budget);
  const { removed } = await removeUnactivatedSignUps(deps, log, budget);
  const purged = await purgeOldRecords(deps, budget);
  const report: PrivacyPassReport = {
    erasedAccounts: erased,
    heldErasures: held,
    removedSignUps: removed,
    ...purged,
    // Spent exactly as the last step ended: the next pass may find nothing, which costs a few indexed reads.
    complete: !budget.spent(),
  };
  await writeAudit(deps.db, {
    actorId: null,
    action: "privacy-pass",
    subject: "privacy:retention",
    details: { ...report },
    at: deps.now(),
  });
  return report;
}
