import { isControlCharacter } from "@investar/core";
import type { MailAttachment } from "@investar/db/schema/outbox";
import { composeMail } from "./mail-layout.ts";
import { mailLocale, mailText, type MailKey, type MailText } from "./mail-text.ts";

export interface SupportMailInput {
  to: string;
  title: string;
  reference: string;
  from: string | null;
  fields: [label: string, value: string | number | undefined][];
  /** The uploads, sent with the mail from the file store under names made from their proven type. */
  attachments: MailAttachment[];
  /** What the sender called each attachment: listed as text only (docs/business-rules.md#support-attachment-names). */
  attachmentsSentAs: string[];
}

/** A sender's file name as one line of text: no control characters, not too long. */
const asText = (name: string) =>
  [...name]
    .map((char) => (isControlCharacter(char) ? " " : char))
    .join("")
    .trim()
    .slice(0, 200);

/** Tells the support desk something arrived, with the customer's attachments attached. */
export function supportDeskMail({ to, title, reference, from, fields, attachments, attachmentsSentAs }: SupportMailInput) {
  const listed = attachments.map((a, i) =>
    attachmentsSentAs[i] ? `${a.filename} (sent as "${asText(attachmentsSentAs[i])}")` : a.filename,
  );
  return composeMail({
    to,
    subject: `${title} ${reference}${from ? ` from ${from}` : ""}`,
    greeting: "Hello support team,",
    paragraphs: [
      `A new ${title.toLowerCase()} (${reference}) arrived through the website${from ? ` from ${from}` : ""}.`,
      ...fields.filter(([, value]) => value !== undefined && value !== "").map(([label, value]) => `${label}: ${value}`),
      attachments.length > 0 ? `Attached: ${listed.join(", ")}` : "No attachments.",
    ],
    ...(attachments.length > 0 ? { attachments } : {}),
    // The desk answers the sender by replying (ADR 0041); anonymous feedback has nobody to answer.
    ...(from ? { replyTo: from } : {}),
  });
}

/** The titles the site gives what it receives, in the mail's language; another title stays as it is. */
const titleKeys: MailKey[] = [
  "support.title.problemReport",
  "support.title.brokerRequest",
  "support.title.websiteFeedback",
  "support.title.mailToSupport",
];
function titleIn(t: MailText, title: string): string {
  const key = titleKeys.find((candidate) => mailText("en")(candidate) === title.toLowerCase());
  return key ? t(key) : title.toLowerCase();
}

/**
 * The customer's receipt for what they sent, with the reference to quote when they write again. `summary`
 * (the sender's own subject) is quoted only when given: docs/business-rules.md#support-receipt.
 */
export function supportConfirmationMail({
  to,
  title,
  reference,
  summary,
  language,
}: {
  to: string;
  title: string;
  reference: string;
  summary: string | null;
  /** The sender's language: the page's they wrote from, or their account's (ADR 0060); English when absent. */
  language?: string | null;
}) {
  const { t } = mailLocale(language);
  const named = titleIn(t, title);
  const what = summary === null ? t("support.ack.what", { title: named }) : t("support.ack.whatQuoted", { title: named, summary });
  return composeMail({
    to,
    language,
    subject: t("support.ack.subject", { title: named, reference }),
    greeting: t("greeting.anonymous"),
    paragraphs: [t("support.ack.thanks", { what, reference }), t("support.ack.when")],
  });
}
