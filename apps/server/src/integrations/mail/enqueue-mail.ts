import { schema, type Executor } from "@investar/db";
import type { MailAttachment } from "@investar/db/schema/outbox";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Live links and codes in the message: removed from the stored row once it is sent or given up (ADR 0002). */
  secrets?: string[];
  /** Small text files sent with the message (a calendar invitation). */
  attachments?: MailAttachment[];
  /** Marketing mail only: List-Unsubscribe and List-Unsubscribe-Post (marketing-mail.ts). */
  headers?: Record<string, string>;
  /** The newsletter this is one copy of. */
  newsletterId?: number;
  /**
   * Where a reply goes, when not to support: the sender of a message to the support desk. Every other mail's
   * Reply-To is the support address in effect when it is sent (ADR 0041). Kept as the row's Reply-To header.
   */
  replyTo?: string;
  /** Who it is from, when not MAIL_FROM: a support desk reply comes from the support address (ADR 0054). Kept as the row's From header. */
  from?: string;
}

/** The header field a mail's own Reply-To is kept under; the mail worker sends it as the Reply-To. */
export const REPLY_TO_HEADER = "Reply-To";
/** The header field a mail's own sender is kept under; the mail worker sends it as the From. */
export const FROM_HEADER = "From";

/** Call inside the transaction of the change that causes the mail: both happen, or neither. */
export async function enqueueMail(tx: Executor, mail: OutgoingMail): Promise<void> {
  const { replyTo, from, ...row } = mail;
  const own = { ...(replyTo ? { [REPLY_TO_HEADER]: replyTo } : {}), ...(from ? { [FROM_HEADER]: from } : {}) };
  await tx.insert(schema.mailOutbox).values(Object.keys(own).length > 0 ? { ...row, headers: { ...row.headers, ...own } } : row);
}
