import nodemailer from "nodemailer";
import { schema, type Database } from "@investar/db";
import type { FastifyBaseLogger } from "fastify";
import { startOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from "../outbox/outbox-worker.ts";

export type MailWorker = OutboxWorker;

/** Sends the mail outbox over SMTP (nodemailer). */
export function startMailWorker(
  db: Database,
  smtpUrl: string,
  from: string,
  log: FastifyBaseLogger,
  options?: OutboxWorkerOptions,
): MailWorker {
  // Bounded waits, well inside the outbox's claim lease: an SMTP server that hangs is a failed attempt, not a stuck worker.
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  const worker = startOutboxWorker(
    db,
    schema.mailOutbox,
    async (mail) => {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments ?? undefined,
      });
    },
    log,
    options,
  );
  return {
    ...worker,
    async stop() {
      await worker.stop();
      transport.close();
    },
  };
}
