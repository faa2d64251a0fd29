import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import { schema, type Database } from "@investar/db";
import type { FastifyBaseLogger } from "fastify";
import { secretFreeColumns } from "./remove-secrets.ts";

const MAX_ATTEMPTS = 8;
const BATCH = 20;

type OutboxTable = typeof schema.mailOutbox | typeof schema.smsOutbox;
type OutboxRow<T extends OutboxTable> = T["$inferSelect"];

export interface OutboxWorker {
  /** Sends what is due now; resolves when the batch is done. */
  drain(): Promise<number>;
  /** Asks for a drain soon without waiting for it (after something was queued). */
  nudge(): void;
  stop(): Promise<void>;
}

/**
 * Delivers an outbox table (mail or SMS, DESIGN §5) with exponential back-off; rows stay, with sentAt, as
 * the record of what went out, minus their live links and codes once sent or given up (issue 8 §6).
 * `send` throws to mean "try again later".
 */
export function startOutboxWorker<T extends OutboxTable>(
  db: Database,
  table: T,
  send: (row: OutboxRow<T>) => Promise<void>,
  log: FastifyBaseLogger,
  intervalMs = 5_000,
): OutboxWorker {
  let running: Promise<number> | null = null;
  let stopped = false;

  const drainOnce = async (): Promise<number> => {
    const t = table as typeof schema.mailOutbox;
    const due = (await db
      .select()
      .from(t)
      .where(and(isNull(t.sentAt), lte(t.nextAttemptAt, new Date()), sql`${t.attempts} < ${MAX_ATTEMPTS}`))
      .orderBy(asc(t.id))
      .limit(BATCH)) as OutboxRow<T>[];
    let sent = 0;
    for (const row of due) {
      try {
        await send(row);
        await db.update(t).set({ sentAt: new Date(), attempts: row.attempts + 1, lastError: null, ...secretFreeColumns(row) }).where(eq(t.id, row.id));
        sent += 1;
      } catch (error) {
        const delayMs = Math.min(60 * 60_000, 2 ** row.attempts * 30_000);
        const givenUp = row.attempts + 1 >= MAX_ATTEMPTS;
        await db
          .update(t)
          .set({
            attempts: row.attempts + 1,
            lastError: String((error as Error).message ?? error).slice(0, 500),
            nextAttemptAt: new Date(Date.now() + delayMs),
            ...(givenUp ? secretFreeColumns(row) : {}),
          })
          .where(eq(t.id, row.id));
        log.warn({ outboxId: row.id, err: error }, "outbox delivery failed; will retry");
      }
    }
    return sent;
  };

  const drain = () => {
    running ??= drainOnce().finally(() => {
      running = null;
    });
    return running;
  };
  const drainInBackground = () => {
    if (!stopped) void drain().catch((error: unknown) => log.error({ err: error }, "outbox worker failed"));
  };

  const timer = setInterval(drainInBackground, intervalMs);
  timer.unref();

  return {
    drain,
    nudge: () => setImmediate(drainInBackground),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
