import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import { schema, type Database } from "@investar/db";
import type { FastifyBaseLogger } from "fastify";

const MAX_ATTEMPTS = 8;
const BATCH = 20;

export interface MailWorker {
  /** Sends what is due now; resolves when the batch is done. */
  drain(): Promise<number>;
  /** Asks for a drain soon without waiting for it (after a mail was queued). */
  nudge(): void;
  stop(): Promise<void>;
}

/** Delivers the outbox over SMTP with exponential back-off; rows stay (with sentAt) as the record of what went out. */
export function startMailWorker(db: Database, smtpUrl: string, from: string, log: FastifyBaseLogger, intervalMs = 5_000): MailWorker {
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  let running: Promise<number> | null = null;
  let stopped = false;

  const drainOnce = async (): Promise<number> => {
    const t = schema.mailOutbox;
    const due = await db
      .select()
      .from(t)
      .where(and(isNull(t.sentAt), lte(t.nextAttemptAt, new Date()), sql`${t.attempts} < ${MAX_ATTEMPTS}`))
      .orderBy(asc(t.id))
      .limit(BATCH);
    let sent = 0;
    for (const mail of due) {
      try {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
        await db.update(t).set({ sentAt: new Date(), attempts: mail.attempts + 1, lastError: null }).where(eq(t.id, mail.id));
        sent += 1;
      } catch (error) {
        const delayMs = Math.min(60 * 60_000, 2 ** mail.attempts * 30_000);
        await db
          .update(t)
          .set({ attempts: mail.attempts + 1, lastError: String((error as Error).message ?? error).slice(0, 500), nextAttemptAt: new Date(Date.now() + delayMs) })
          .where(eq(t.id, mail.id));
        log.warn({ mailId: mail.id, err: error }, "mail delivery failed; will retry");
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

  const timer = setInterval(() => {
    if (!stopped) void drain().catch((error: unknown) => log.error({ err: error }, "mail worker failed"));
  }, intervalMs);
  timer.unref();

  return {
    drain,
    nudge: () => {
      setImmediate(() => {
        if (!stopped) void drain().catch((error: unknown) => log.error({ err: error }, "mail worker failed"));
      });
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
