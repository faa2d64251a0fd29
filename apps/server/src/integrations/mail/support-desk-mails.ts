import type { OutgoingMail } from "./enqueue-mail.ts";
import { composeMail } from "./mail-layout.ts";
import { mailLocale } from "./mail-text.ts";

export interface TicketReplyMailInput {
  to: string;
  name: string | null;
  /** "Re: <subject> [<reference>]" (core's replySubject): the reference threads the customer's answer back (ADR 0054). */
  subject: string;
  reference: string;
  body: string;
  /** The support address the reply comes from (SUPPORT_EMAIL). */
  supportAddress: string;
  /** Our Message-ID for this reply, and the earlier mails of the thread (In-Reply-To: the customer's last mail). */
  messageId: string;
  inReplyTo: string | null;
  references: string[];
  /** The ticket on the customer's account page, when the ticket is an account's. */
  ticketUrl: string | null;
  /** The customer's account's language (ADR 0060): the frame around staff's words; English when absent. */
  language?: string | null;
}

/**
 * A staff reply on a ticket: from the support address, with the reference in the subject and a Message-ID,
 * In-Reply-To and References that mail clients thread on (ADR 0054). Never carries an internal note.
 */
export function ticketReplyMail(input: TicketReplyMailInput): OutgoingMail {
  const paragraphs = input.body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const { t } = mailLocale(input.language);
  const mail = composeMail({
    to: input.to,
    language: input.language,
    subject: input.subject,
    greeting: input.name ? t("greeting", { name: input.name }) : t("greeting.anonymous"),
    paragraphs: [...paragraphs, ...(input.ticketUrl ? [t("support.reply.onAccount", { url: input.ticketUrl })] : [])],
    // The layout's Reply-To is the support address in effect (ADR 0041), where the inbound route listens.
    footnote: t("support.reply.footnote", { reference: input.reference }),
  });
  const references = [...new Set([...input.references, ...(input.inReplyTo ? [input.inReplyTo] : [])])];
  return {
    ...mail,
    from: `Investar Support <${input.supportAddress}>`,
    headers: {
      ...mail.headers,
      "Message-ID": input.messageId,
      ...(input.inReplyTo ? { "In-Reply-To": input.inReplyTo } : {}),
      ...(references.length > 0 ? { References: references.join(" ") } : {}),
    },
  };
}
