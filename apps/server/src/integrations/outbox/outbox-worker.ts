import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { schema, type Database } from "@investar/db";
import type { FastifyBaseLogger } from "fastify";
import { secretFreeColumns } from "./remove-secrets.ts";

/** After this many failed attempts a message is given up (readiness counts it; an operator can reset attempts). */
export const MAX_ATTEMPTS = 12;
/** Messages sent per drain; each is claimed on its own, so a lease covers one send only. */
const BATCH = 20;
/**
 * A claimed message belongs to one worker for this long (longer than a send may take: the transports time
 * out sooner); if the process dies mid-send, or the claim's answer was lost with the database, it is retried then.
 */
const LEASE_MS = 60_000;
const MAX_DELAY_MS = 60 * 60_000;

type OutboxTable = typeof schema.mailOutbox | typeof schema.smsOutbox;
type OutboxRow<T extends OutboxTable> = T["$inferSelect"];

/** What this process saw of its deliveries, for the readiness report. */
export interface OutboxDeliveryStatus {
  lastSentAt: Date | null;
  lastFailureAt: Date | null;
  lastFailure: string | null;
}

export interface OutboxWorker {
  /** Sends what is due now; resolves when the batch is done. */
  drain(): Promise<number>;
  /** Asks for a drain soon without waiting for it (after something was queued). */
  nudge(): void;
  status(): OutboxDeliveryStatus;
  stop(): Promise<void>;
}

export interface OutboxWorkerOptions {
  intervalMs?: number;
  /** The first retry delay; it doubles per failed attempt, up to an hour. */
  retryBaseMs?: number;
}

/**
 * Delivers an outbox table (mail or SMS, docs/architecture.md#flow-outboxes) with exponential back-off; rows stay, with sentAt, as
 * the record of what went out, minus their live links and codes once sent or given up (ADR 0011).
 * `send` throws to mean "try again later".
 *
 * Exactly once as far as the database allows (ADR 0013): a batch is claimed in one statement (SKIP LOCKED,
 * so several instances never take the same row) under a lease, and a message sent while the database went
 * away is remembered here and marked sent once it is back, never sent again by this process.
 */
export function startOutboxWorker<T extends OutboxTable>(
  db: Database,
  table: T,
  send: (row: OutboxRow<T>) => Promise<void>,
  log: FastifyBaseLogger,
  { intervalMs = 5_000, retryBaseMs = 30_000 }: OutboxWorkerOptions = {},
): OutboxWorker {
  const t = table as typeof schema.mailOutbox;
  let running: Promise<number> | null = null;
  let stopped = false;
  // What a sent message's row becomes: sent, and without its live links and codes.
  const sentNotRecorded = new Map<number, { sentAt: Date } & ReturnType<typeof secretFreeColumns>>();
  const status: OutboxDeliveryStatus = { lastSentAt: null, lastFailureAt: null, lastFailure: null };

  const recordSent = async () => {
    for (const [id, columns] of sentNotRecorded) {
      await db
        .update(t)
        .set({ ...columns, lastError: null })
        .where(eq(t.id, id));
      sentNotRecorded.delete(id);
    }
  };

  const claimOne = async (): Promise<OutboxRow<T> | null> => {
    const due = db
      .select({ id: t.id })
      .from(t)
      .where(and(isNull(t.sentAt), lte(t.nextAttemptAt, new Date()), sql`${t.attempts} < ${MAX_ATTEMPTS}`))
      .orderBy(asc(t.id))
      .limit(1)
      .for("update", { skipLocked: true });
    const [row] = await db
      .update(t)
      .set({ attempts: sql`${t.attempts} + 1`, nextAttemptAt: new Date(Date.now() + LEASE_MS) })
      .where(inArray(t.id, due))
      .returning();
    return (row as OutboxRow<T> | undefined) ?? null;
  };

  const deliver = async (row: OutboxRow<T>): Promise<boolean> => {
    try {
      await send(row);
    } catch (error) {
      const message = String((error as Error).message ?? error).slice(0, 500);
      // row.attempts already counts this attempt (the claim added it).
      const retryAt = new Date(Date.now() + Math.min(MAX_DELAY_MS, 2 ** (row.attempts - 1) * retryBaseMs));
      const givenUp = row.attempts >= MAX_ATTEMPTS;
      Object.assign(status, { lastFailureAt: new Date(), lastFailure: message });
      log.warn(
        { outboxId: row.id, attempts: row.attempts, retryAt, error: message },
        givenUp ? "outbox delivery failed; giving up" : "outbox delivery failed; will retry",
      );
      await db
        .update(t)
        .set({ lastError: message, nextAttemptAt: retryAt, ...(givenUp ? secretFreeColumns(row) : {}) })
        .where(eq(t.id, row.id));
      return false;
    }
    if (status.lastFailureAt && (!status.lastSentAt || status.lastSentAt < status.lastFailureAt))
      log.info({ outboxId: row.id }, "outbox delivering again");
    status.lastSentAt = new Date();
    sentNotRecorded.set(row.id, { sentAt: status.lastSentAt, ...secretFreeColumns(row) });
    await recordSent();
    return true;
  };

  const drainOnce = async (): Promise<number> => {
    await recordSent();
    let sent = 0;
    for (let i = 0; i < BATCH; i++) {
      const row = await claimOne();
      if (!row) break;
      if (await deliver(row)) sent += 1;
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
    if (stopped) return;
    void drain().catch((error: unknown) => {
      // The database is away: the next tick tries again; what was sent meanwhile is remembered above.
      log.warn({ error: (error as Error).message, unrecorded: sentNotRecorded.size }, "outbox worker could not reach the database");
    });
  };

  const timer = setInterval(drainInBackground, intervalMs);
  timer.unref();

  return {
    drain,
    nudge: () => setImmediate(drainInBackground),
    status: () => ({ ...status }),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => 0);
      // Last chance to record what went out, so a restart does not send it again.
      await recordSent().catch((error: unknown) =>
        log.error({ error: (error as Error).message, unrecorded: [...sentNotRecorded.keys()] }, "outbox: sent messages not recorded"),
      );
    },
  };
}
