import { and, eq, or, lte, isNull, sql } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import type { JobLog } from "../../../jobs/interval-job.ts";
import { newJobHolderId } from "../../../jobs/job-lease.ts";
import { autoRenewTargets, targetOfMandate } from "./auto-renew-targets.ts";
import { cancelDueAtGateway } from "./cancel-at-gateway.ts";
import { renewByMandate, type RenewalStep } from "./renew-by-mandate.ts";
import { settleMandateDebit } from "./settle-mandate-debit.ts";

export type AutoRenewReport = Record<RenewalStep, number> & { mandates: number; errors: number; "cancelled-at-gateway": number };

/** The pass's lease in job_runs: one pass at a time across instances and the operator's command. */
export const AUTO_RENEW_PASS = "auto-renew-pass";
const LEASE_MS = 10 * 60_000;

/** Takes the pass's lease, or answers false while another pass holds it (the database's clock decides). */
async function takeLease(deps: AppDeps, holder: string): Promise<boolean> {
  const j = schema.jobRuns;
  const lockedUntil = sql`now() + ${LEASE_MS} * interval '1 millisecond'`;
  const taken = await deps.db
    .insert(j)
    .values({ name: AUTO_RENEW_PASS, lockedBy: holder, lockedUntil, lastStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: j.name,
      set: { lockedBy: holder, lockedUntil, lastStartedAt: sql`now()` },
      setWhere: or(isNull(j.lockedUntil), lte(j.lockedUntil, sql`now()`)),
    })
    .returning({ name: j.name });
  return taken.length > 0;
}

async function releaseLease(deps: AppDeps, holder: string, error: string | null): Promise<void> {
  const j = schema.jobRuns;
  await deps.db
    .update(j)
    .set({ lockedBy: null, lockedUntil: null, lastFinishedAt: sql`now()`, lastError: error })
    .where(and(eq(j.name, AUTO_RENEW_PASS), eq(j.lockedBy, holder)));
}

/**
 * One pass of auto-renew as of deps.now() (docs/business-rules.md#auto-renew): mandates cancelled here are
 * cancelled at the gateway where that is still due, the debits left being
 * charged are settled first (also those of mandates cancelled since), then every active mandate whose
 * period ends soon gets its notice, its debit or its retry. Answers "busy" while another pass runs; each
 * step is conditional on its own row as well, so even a pass that lost its lease charges nothing twice.
 */
export async function runAutoRenewPass(deps: AppDeps, log?: JobLog): Promise<AutoRenewReport | "busy"> {
  const holder = newJobHolderId();
  if (!(await takeLease(deps, holder))) return "busy";
  const report: AutoRenewReport = {
    waiting: 0,
    notified: 0,
    "pay-link": 0,
    "asked-again": 0,
    paid: 0,
    failed: 0,
    pending: 0,
    done: 0,
    "held-for-review": 0,
    "price-refused": 0,
    mandates: 0,
    errors: 0,
    "cancelled-at-gateway": 0,
  };
  let failure: string | null = null;
  try {
    report["cancelled-at-gateway"] = await cancelDueAtGateway(deps, log);
    const d = schema.mandateDebits;
    for (const debit of await deps.db.select().from(d).where(eq(d.status, "charging"))) {
      await step(report, log, debit.mandateId, async () => settleMandateDebit(deps, debit, await targetOfMandate(deps, debit.mandateId)));
    }
    for (const target of await autoRenewTargets(deps)) {
      report.mandates += 1;
      await step(report, log, target.mandate.id, () => renewByMandate(deps, target));
    }
  } catch (error) {
    failure = (error as Error).message;
    throw error;
  } finally {
    await releaseLease(deps, holder, failure);
  }
  return report;
}

/** One mandate's failure is logged and counted; the others still get their turn. */
async function step(report: AutoRenewReport, log: JobLog | undefined, mandateId: number, run: () => Promise<RenewalStep>): Promise<void> {
  try {
    report[await run()] += 1;
  } catch (error) {
    report.errors += 1;
    log?.error({ mandateId, err: error }, "auto-renew: a mandate's step failed; the next pass tries again");
  }
}
