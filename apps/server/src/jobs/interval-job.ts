import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Database } from "@investar/db";
import { claimJobRun, finishJobRun, newJobHolderId, renewJobLease } from "./job-lease.ts";

export type JobLog = Pick<FastifyBaseLogger, "info" | "warn" | "error">;

/** What readiness reports of a periodic job. */
export interface JobStatus<R> {
  lastRunAt: Date | null;
  lastResult: R | null;
  /** Set when the last run could not finish (the database away); cleared by the next good run. */
  lastRunError: string | null;
}

export interface IntervalJob<R> {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
  status(): JobStatus<R>;
}

/** Where a job's runs are claimed, so that of several instances on one database only one runs each interval. */
export interface JobClaims {
  db: Database;
  /** How long a claimed run is this instance's; renewed while it runs, so only a dead holder loses it. */
  leaseMs: number;
}

/** Instances poll at least this often for a due run, so a run is never much later than its interval. */
const MAX_POLL_MS = 10_000;

/**
 * When a job says its run left work (a bounded pass, docs/adr/0056-retention-and-periodic-passes-at-scale.md#bounded-passes),
 * its next run is due this long after the last one started, instead of a whole interval.
 */
export const FOLLOW_UP_MS = 30_000;

export interface IntervalJobOptions<R> {
  /** Whether a run's result leaves work for a run soon after (FOLLOW_UP_MS, or the interval if shorter). */
  leftWork?: (result: R) => boolean;
}

/**
 * Runs `run` every `intervalMs` (first run right away) until stopped; a run never overlaps the previous one.
 * With `claims`, a run happens only once this instance claimed it in job_runs (ADR 0016).
 */
export function startIntervalJob<R>(
  name: string,
  intervalMs: number,
  run: () => Promise<R>,
  log: JobLog,
  claims?: JobClaims,
  options: IntervalJobOptions<R> = {},
): IntervalJob<R> {
  let running: Promise<unknown> | null = null;
  const status: JobStatus<R> = { lastRunAt: null, lastResult: null, lastRunError: null };
  const holder = newJobHolderId();
  const claimed = claims ? () => claimJobRun(claims.db, name, holder, claims.leaseMs) : async () => true;
  const runClaimed = async (): Promise<void> => {
    if (!(await claimed())) return;
    const heartbeat = claims ? keepLease(claims, name, holder, log) : null;
    let error: string | null = null;
    let nextAfterMs = intervalMs;
    try {
      const result = await run();
      Object.assign(status, { lastRunAt: new Date(), lastResult: result, lastRunError: null });
      if (options.leftWork?.(result)) nextAfterMs = Math.min(intervalMs, FOLLOW_UP_MS);
    } catch (caught) {
      error = (caught as Error).message;
      Object.assign(status, { lastRunAt: new Date(), lastRunError: error });
      log.error({ err: caught }, `${name} run failed; next run in the next interval`);
    } finally {
      if (heartbeat) clearInterval(heartbeat);
    }
    if (claims) await finishJobRun(claims.db, name, holder, nextAfterMs, error);
  };
  const tick = () => {
    if (running) return;
    running = runClaimed()
      .catch((error: unknown) => {
        // The claim or its release could not reach the database: the lease runs out and the run is claimed again.
        Object.assign(status, { lastRunError: (error as Error).message });
        log.warn({ error: (error as Error).message }, `${name}: could not claim or release a run`);
      })
      .finally(() => (running = null));
  };
  const timer = setInterval(tick, claims ? Math.min(intervalMs, MAX_POLL_MS) : intervalMs);
  timer.unref();
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
    status: () => ({ ...status }),
  };
}

/** Renews the lease a third of its length apart, so a run longer than the lease stays this instance's. */
function keepLease({ db, leaseMs }: JobClaims, name: string, holder: string, log: JobLog): NodeJS.Timeout {
  const timer = setInterval(
    () => {
      renewJobLease(db, name, holder, leaseMs)
        .then((held) => {
          if (!held) log.warn(`${name}: the lease of this run was lost; another instance may run it too`);
        })
        .catch((error: unknown) => log.warn({ error: (error as Error).message }, `${name}: could not renew the lease of this run`));
    },
    Math.max(100, Math.floor(leaseMs / 3)),
  );
  timer.unref();
  return timer;
}

/**
 * Starts the job once the app is ready and stops it (its run awaited) before anything closes; 0 switches it off.
 * Each run is claimed in the shared database, so N instances run it once per interval.
 * Returns how to read the job's status (null while it is not running; the runs of other instances are not in it).
 */
export function scheduleIntervalJob<R>(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  run: () => Promise<R>,
  options: IntervalJobOptions<R> = {},
): () => JobStatus<R> | null {
  let job: IntervalJob<R> | null = null;
  if (intervalMs > 0) {
    app.addHook("onReady", async () => {
      job = startIntervalJob(name, intervalMs, run, app.log, { db: app.deps.db, leaseMs: app.deps.config.jobLeaseMs }, options);
    });
    app.addHook("preClose", async () => job?.stop());
  }
  return () => job?.status() ?? null;
}
