import { supportReference } from "@investar/core";
import type { MailAttachment } from "@investar/db/schema/outbox";
import type { AppDeps } from "../../../deps.ts";
import { enqueueMail } from "../../../integrations/mail/enqueue-mail.ts";
import { supportConfirmationMail, supportDeskMail } from "../../../integrations/mail/support-mails.ts";
import { mailHit } from "../../messaging/index.ts";
import { takeLimits } from "../../messaging/index.ts";
import type { Transaction } from "../../../database/transaction.ts";

export interface SupportMessageMails {
  id: number;
  title: string;
  /** Where the reply goes; null for anonymous feedback (no receipt is sent then). */
  email: string | null;
  /** A short line naming the message (its subject), quoted in the receipt only to a verified owner of `email`. */
  summary: string;
  /** Whether `email` is the logged-in caller's own verified address (see `isCallersVerifiedEmail`). */
  emailIsCallersVerified: boolean;
  fields: [label: string, value: string | number | undefined][];
  attachments: MailAttachment[];
  /** The sender's own names for the attachments, in order: text for the desk, never a file name. */
  attachmentsSentAs?: string[];
  /** The language of the page it was sent from (requestLanguage): the receipt is written in it (ADR 0060). */
  language?: string;
}

/** The logged-in caller of a support form, as the session knows them. */
export interface SupportCaller {
  userId: number;
  email: string;
  isEmailVerified: boolean;
}

/**
 * docs/business-rules.md#support-receipt: the public forms take any reply address, so the receipt may
 * quote the sender's words only when that address is the logged-in caller's verified one; anyone else
 * gets a receipt with the reference number alone (nobody can use the form to mail their text to a stranger).
 */
export function isCallersVerifiedEmail(caller: SupportCaller | null, email: string | null): boolean {
  return !!caller && !!email && caller.isEmailVerified && caller.email.trim().toLowerCase() === email.trim().toLowerCase();
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
      attachmentsSentAs: message.attachmentsSentAs ?? [],
    }),
  );
  if (message.email)
    await enqueueMail(
      tx,
      supportConfirmationMail({
        to: message.email,
        title: message.title,
        reference,
        summary: message.emailIsCallersVerified ? message.summary : null,
        language: message.language,
      }),
    );
  return reference;
}
