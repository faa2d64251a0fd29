import { supportReference } from "@investar/core";
import type { MailAttachment } from "@investar/db/schema/outbox";
import type { AppDeps } from "../../deps.ts";
import { enqueueMail } from "../../integrations/mail/enqueue-mail.ts";
import { supportConfirmationMail, supportDeskMail } from "../../integrations/mail/support-mails.ts";
import { mailHit } from "../limits/send-limits.ts";
import { takeLimits } from "../limits/take-limits.ts";
import type { Transaction } from "../transaction.ts";

export interface SupportMessageMails {
  id: number;
  title: string;
  /** Where the reply goes; null for anonymous feedback (no receipt is sent then). */
  email: string | null;
  /** A short line naming the message in the customer's receipt (its subject). */
  summary: string;
  fields: [label: string, value: string | number | undefined][];
  attachments: MailAttachment[];
}

/**
 * Inside the transaction that stored the message: counts a mail to the sender's address on the shared
 * limiter (so the form cannot be used to flood anyone's inbox or the desk), then queues the desk's copy
 * and the sender's receipt. Returns the reference number both carry.
 */
export async function queueSupportMails(deps: AppDeps, tx: Transaction, message: SupportMessageMails): Promise<string> {
  const reference = supportReference(message.id);
  if (message.email) await takeLimits(tx, deps.now(), [mailHit(message.email)]);
  await enqueueMail(
    tx,
    supportDeskMail({
      to: deps.config.supportEmail,
      title: message.title,
      reference,
      from: message.email,
      fields: message.fields,
      attachments: message.attachments,
    }),
  );
  if (message.email)
    await enqueueMail(tx, supportConfirmationMail({ to: message.email, title: message.title, reference, summary: message.summary }));
  return reference;
}
