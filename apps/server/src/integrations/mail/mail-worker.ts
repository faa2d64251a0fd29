import nodemailer from "nodemailer";
import { schema, type Database } from "@investar/db";
import type { FastifyBaseLogger } from "fastify";
import type { MailAttachment } from "@investar/db/schema/outbox";
import type { FileStore } from "../storage/file-store.ts";
import { startOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from "../outbox/outbox-worker.ts";

export type MailWorker = OutboxWorker;

/** Stored files are read when the mail is sent; one missing from the store fails the attempt, so it is retried, not sent without it. */
async function resolveAttachments(files: FileStore, attachments: MailAttachment[] | null) {
  if (!attachments) return undefined;
  return Promise.all(
    attachments.map(async (attachment) => {
      if (attachment.fileKey === undefined) return attachment;
      const read = await files.get(attachment.fileKey);
      if (!read) throw new Error(`The attachment ${attachment.fileKey} is not in the file store.`);
      return { filename: attachment.filename, contentType: attachment.contentType, content: read.body };
    }),
  );
}

/** Sends the mail outbox over SMTP (nodemailer). */
export function startMailWorker(
  db: Database,
  files: FileStore,
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
        attachments: await resolveAttachments(files, mail.attachments),
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
