import type { OutgoingMail } from "./enqueue-mail.ts";
import { actionButton, paragraph, renderMailBody, signature, smallPrint } from "./mail-body.ts";
import { CONTENT_LANGUAGE_HEADER, mailText } from "./mail-text.ts";

export interface MailContent {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
  /** Links and codes that work only for the recipient (see OutgoingMail.secrets). */
  secrets?: string[];
  attachments?: OutgoingMail["attachments"];
  /** Where a reply goes when not to support (see OutgoingMail.replyTo). */
  replyTo?: string;
  /** The recipient's language (users.language; ADR 0060): the signature, the button's small print and the layout follow it. */
  language?: string | null;
}

/**
 * One message for every transactional mail, as text and as HTML made of react-email blocks; the branded layout
 * (wordmark, footer with the business, Reply-To) is put around it when it is sent (ADR 0041).
 */
export function composeMail({
  to,
  subject,
  greeting,
  paragraphs,
  action,
  footnote,
  secrets,
  attachments,
  replyTo,
  language,
}: MailContent): OutgoingMail {
  const t = mailText(language);
  const hindi = language === "hi";
  const text = [
    greeting,
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    ...(action ? [`${action.label}: ${action.url}`, ""] : []),
    ...(footnote ? [footnote, ""] : []),
    t("signature"),
  ].join("\n");
  const html = renderMailBody([
    paragraph(greeting),
    ...paragraphs.map(paragraph),
    ...(action ? actionButton(action, t("buttonFallback")) : []),
    ...(footnote ? [smallPrint(footnote)] : []),
    signature(t("signature")),
  ]);
  return {
    to,
    subject,
    text,
    html,
    ...(secrets ? { secrets } : {}),
    ...(attachments ? { attachments } : {}),
    ...(replyTo ? { replyTo } : {}),
    // English rows stay as they were; a Hindi one says so, for the layout put around it when it is sent.
    ...(hindi ? { headers: { [CONTENT_LANGUAGE_HEADER]: "hi" } } : {}),
  };
}
