import type { FastifyBaseLogger, FastifyInstance } from "fastify";

export type JobLog = Pick<FastifyBaseLogger, "info" | "warn" | "error">;

export interface IntervalJob {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/** Runs `run` every `intervalMs` (first run right away) until stopped; a run never overlaps the previous one. */
export function startIntervalJob(name: string, intervalMs: number, run: () => Promise<unknown>, log: JobLog): IntervalJob {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = run()
      .catch((error: unknown) => log.error({ err: error }, `${name} run failed`))
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
  };
}

/** Starts the job once the app is ready and stops it (its run awaited) before anything closes; 0 switches it off. */
export function scheduleIntervalJob(app: FastifyInstance, name: string, intervalMs: number, run: () => Promise<unknown>): void {
  if (intervalMs <= 0) return;
  let job: IntervalJob | null = null;
  app.addHook("onReady", async () => {
    job = startIntervalJob(name, intervalMs, run, app.log);
  });
  app.addHook("preClose", async () => job?.stop());
}
