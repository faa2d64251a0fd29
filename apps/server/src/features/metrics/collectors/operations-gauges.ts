import { count, isNull, min, sql } from "drizzle-orm";
import { Gauge, type Registry } from "prom-client";
import { schema, type DatabaseHandle } from "@investar/db";
import { MAX_ATTEMPTS } from "../../../integrations/outbox/outbox-worker.ts";

const seconds = (ms: number) => ms / 1000;

/**
 * The state an operator alerts on, read from the database when Prometheus scrapes, so every instance reports
 * the same shared truth (the outboxes and jobs are shared by all instances): the connection pool, the mail and
 * SMS outboxes, and each periodic job's last run (docs/deploy.md#metrics).
 */
export function addOperationsGauges(registry: Registry, handle: DatabaseHandle, now: () => Date): void {
  const { db } = handle;
  new Gauge({
    name: "investar_database_ping_seconds",
    help: "Time a trivial query took at the scrape: the database's round trip as this instance sees it.",
    registers: [registry],
    async collect() {
      const started = performance.now();
      await db.execute(sql`select 1`);
      this.set(seconds(performance.now() - started));
    },
  });
  if (handle.poolStats) {
    const stats = handle.poolStats;
    new Gauge({
      name: "investar_database_pool_connections",
      help: "This instance's PostgreSQL connections: open (total), idle, and requests waiting for one; max is the pool's size.",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        const { total, idle, waiting, max } = stats();
        this.set({ state: "total" }, total);
        this.set({ state: "idle" }, idle);
        this.set({ state: "waiting" }, waiting);
        this.set({ state: "max" }, max);
      },
    });
  }

  const outboxes = [
    ["mail", schema.mailOutbox],
    ["sms", schema.smsOutbox],
  ] as const;
  // Each gauge reads what it reports in its own collect: the registry collects them all at once, in no order.
  new Gauge({
    name: "investar_outbox_messages",
    help: "Mail and SMS in the outbox by state: pending (not yet tried), retrying (failed, tried again later), given-up (every attempt failed) and sent.",
    labelNames: ["channel", "kind", "state"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const [channel, table] of outboxes) {
        const counts = {
          sent: count(table.sentAt),
          pending: sql<number>`count(*) filter (where ${table.sentAt} is null and ${table.attempts} = 0)`.mapWith(Number),
          retrying:
            sql<number>`count(*) filter (where ${table.sentAt} is null and ${table.attempts} between 1 and ${MAX_ATTEMPTS - 1})`.mapWith(
              Number,
            ),
          "given-up": sql<number>`count(*) filter (where ${table.sentAt} is null and ${table.attempts} >= ${MAX_ATTEMPTS})`.mapWith(Number),
        };
        // Mail has one kind; an SMS's kind is the DLT template it goes out with.
        const smsKind = sql<string>`coalesce(${schema.smsOutbox.kind}, 'other')`;
        const rows =
          channel === "sms"
            ? await db
                .select({ kind: smsKind, ...counts })
                .from(table)
                .groupBy(smsKind)
            : (await db.select(counts).from(table)).map((row) => ({ kind: "mail", ...row }));
        for (const { kind, ...byState } of rows) {
          for (const [state, n] of Object.entries(byState)) this.set({ channel, kind, state }, n);
        }
      }
    },
  });
  new Gauge({
    name: "investar_outbox_oldest_unsent_age_seconds",
    help: "Age of the oldest mail or SMS not sent yet (0 when none waits): a stuck outbox grows it.",
    labelNames: ["channel"] as const,
    registers: [registry],
    async collect() {
      const at = now().getTime();
      for (const [channel, table] of outboxes) {
        const [oldest] = await db
          .select({ at: min(table.createdAt) })
          .from(table)
          .where(isNull(table.sentAt));
        this.set({ channel }, oldest?.at ? Math.max(0, seconds(at - oldest.at.getTime())) : 0);
      }
    },
  });

  const jobGauge = (name: string, help: string, valueOf: (run: JobRun, at: number) => number | null) =>
    new Gauge({
      name,
      help,
      labelNames: ["job"] as const,
      registers: [registry],
      async collect() {
        this.reset();
        const at = now().getTime();
        for (const run of await db.select().from(schema.jobRuns)) {
          const value = valueOf(run, at);
          if (value !== null) this.set({ job: run.name }, value);
        }
      },
    });
  jobGauge("investar_job_last_finished_timestamp_seconds", "When each periodic job last finished a run (Unix time).", (run) =>
    run.lastFinishedAt ? seconds(run.lastFinishedAt.getTime()) : null,
  );
  jobGauge("investar_job_last_duration_seconds", "How long each periodic job's last finished run took.", (run) =>
    run.lastStartedAt && run.lastFinishedAt && run.lastStartedAt <= run.lastFinishedAt
      ? seconds(run.lastFinishedAt.getTime() - run.lastStartedAt.getTime())
      : null,
  );
  jobGauge("investar_job_last_run_failed", "1 when the job's last run ended with an error, else 0.", (run) => (run.lastError ? 1 : 0));
  jobGauge(
    "investar_job_lag_seconds",
    "How far past its due time each job's next run is and still not started (0 when on time or running).",
    (run, at) => (run.lockedUntil !== null && run.lockedUntil.getTime() > at ? 0 : Math.max(0, seconds(at - run.nextRunAt.getTime()))),
  );
}

type JobRun = typeof schema.jobRuns.$inferSelect;
