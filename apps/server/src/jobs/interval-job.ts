import type { FastifyBaseLogger, FastifyInstance } from "fastify";

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

/** Runs `run` every `intervalMs` (first run right away) until stopped; a run never overlaps the previous one. */
export function startIntervalJob<R>(name: string, intervalMs: number, run: () => Promise<R>, log: JobLog): IntervalJob<R> {
  let running: Promise<unknown> | null = null;
  const status: JobStatus<R> = { lastRunAt: null, lastResult: null, lastRunError: null };
  const tick = () => {
    if (running) return;
    running = run()
      .then((result) => Object.assign(status, { lastRunAt: new Date(), lastResult: result, lastRunError: null }))
      .catch((error: unknown) => {
        Object.assign(status, { lastRunAt: new Date(), lastRunError: (error as Error).message });
        log.error({ err: error }, `${name} run failed; next run in the next interval`);
      })
      .finally(() => (running = null));
  };
  const timer = setInterval(tick, intervalMs);
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

/**
 * Starts the job once the app is ready and stops it (its run awaited) before anything closes; 0 switches it off.
 * Returns how to read the job's status (null while it is not running).
 */
export function scheduleIntervalJob<R>(app: FastifyInstance, name: string, intervalMs: number, run: () => Promise<R>): () => JobStatus<R> | null {
  let job: IntervalJob<R> | null = null;
  if (intervalMs > 0) {
    app.addHook("onReady", async () => {
      job = startIntervalJob(name, intervalMs, run, app.log);
    });
    app.addHook("preClose", async () => job?.stop());
  }
  return () => job?.status() ?? null;
}
