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
}

/** Call inside the transaction of the change that causes the mail: both happen, or neither. */
export async function enqueueMail(tx: Executor, mail: OutgoingMail): Promise<void> {
  await tx.insert(schema.mailOutbox).values(mail);
}
