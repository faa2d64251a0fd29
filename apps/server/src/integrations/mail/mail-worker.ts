import nodemailer from "nodemailer";
import { schema, type Database } from "@investar/db";
import type { FastifyBaseLogger } from "fastify";
import type { MailAttachment, TaxDocumentRef } from "@investar/db/schema/outbox";
import type { Config } from "../../config.ts";
import type { FileStore } from "../storage/file-store.ts";
import { startOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from "../outbox/outbox-worker.ts";
import { brandMail } from "./branded-layout.ts";
import { FROM_HEADER, REPLY_TO_HEADER } from "./enqueue-mail.ts";
import type { MailBrand } from "./mail-brand.ts";
import { CONTENT_LANGUAGE_HEADER } from "./mail-text.ts";

export type MailWorker = OutboxWorker;

/**
 * nodemailer's default signed fields plus List-Unsubscribe-Post: RFC 8058 §4 wants both unsubscribe headers under the
 * signature, or a mailbox provider ignores the one-click offer.
 */
const DKIM_SIGNED_FIELDS =
  "From:Sender:Reply-To:Subject:Date:Message-ID:To:Cc:MIME-Version:Content-Type:Content-Transfer-Encoding:Content-ID:" +
  "Content-Description:In-Reply-To:References:List-Id:List-Help:List-Unsubscribe:List-Unsubscribe-Post:List-Subscribe:List-Post:" +
  "List-Owner:List-Archive";

/** Draws a tax document's PDF when a mail naming it is sent (the invoices feature's, given by the app). */
export type RenderTaxDocument = (db: Database, ref: TaxDocumentRef) => Promise<Buffer>;

/**
 * Stored files are read and tax documents drawn when the mail is sent; one missing fails the attempt, so
 * it is retried, not sent without it.
 */
async function resolveAttachments(
  files: FileStore,
  drawTaxDocument: (ref: TaxDocumentRef) => Promise<Buffer>,
  attachments: MailAttachment[] | null,
) {
  if (!attachments) return undefined;
  return Promise.all(
    attachments.map(async (attachment) => {
      if (attachment.taxDocument !== undefined)
        return {
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: await drawTaxDocument(attachment.taxDocument),
        };
      if (attachment.fileKey === undefined) return attachment;
      const read = await files.get(attachment.fileKey);
      if (!read) throw new Error(`The attachment ${attachment.fileKey} is not in the file store.`);
      return { filename: attachment.filename, contentType: attachment.contentType, content: read.body };
    }),
  );
}

export interface MailSettings {
  smtpUrl: string;
  from: string;
  /** DKIM signing (ADR 0034): nodemailer signs each message with the key; receivers check it against the selector's DNS record. */
  dkim: Config["dkim"];
  /** The business as the layout prints it, read when each mail is sent (the business feature's mailBrand, cached there). */
  brand: () => Promise<MailBrand>;
  renderTaxDocument: RenderTaxDocument;
}

/**
 * Sends the mail outbox over SMTP (nodemailer), DKIM-signed when a key is configured, each message in the branded
 * layout and with a Reply-To that reaches a person: support, or the mail's own (ADR 0041).
 */
export function startMailWorker(
  db: Database,
  files: FileStore,
  { smtpUrl, from, dkim, brand, renderTaxDocument }: MailSettings,
  log: FastifyBaseLogger,
  options?: OutboxWorkerOptions,
): MailWorker {
  // Bounded waits, well inside the outbox's claim lease: an SMTP server that hangs is a failed attempt, not a stuck worker.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    ...(dkim ? { dkim: { ...dkim, headerFieldNames: DKIM_SIGNED_FIELDS } } : {}),
  });
  const worker = startOutboxWorker(
    db,
    schema.mailOutbox,
    async (mail) => {
      const { [REPLY_TO_HEADER]: ownReplyTo, [FROM_HEADER]: ownFrom, ...headers } = mail.headers ?? {};
      const business = await brand();
      const { html, text } = await brandMail(mail, business, ownReplyTo === undefined, headers[CONTENT_LANGUAGE_HEADER]);
      await transport.sendMail({
        from: ownFrom ?? from,
        to: mail.to,
        replyTo: ownReplyTo ?? business.supportEmail,
        subject: mail.subject,
        text,
        html,
        headers: Object.keys(headers).length > 0 ? headers : undefined,
        attachments: await resolveAttachments(files, (ref) => renderTaxDocument(db, ref), mail.attachments),
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
