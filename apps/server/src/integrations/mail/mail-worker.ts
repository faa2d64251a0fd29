import nodemailer from "nodemailer";
import { schema, type Database } from "@investar/db";
import type { FastifyBaseLogger } from "fastify";
import { startOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from "../outbox/outbox-worker.ts";

export type MailWorker = OutboxWorker;

/** Sends the mail outbox over SMTP (nodemailer). */
export function startMailWorker(db: Database, smtpUrl: string, from: string, log: FastifyBaseLogger, options?: OutboxWorkerOptions): MailWorker {
  const transport = nodemailer.createTransport(smtpUrl);
  const worker = startOutboxWorker(
    db,
    schema.mailOutbox,
    async (mail) => {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
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
