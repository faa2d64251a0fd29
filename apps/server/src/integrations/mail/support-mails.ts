import type { MailAttachment } from "@investar/db/schema/outbox";
import { composeMail } from "./mail-layout.ts";

export interface SupportMailInput {
  to: string;
  title: string;
  reference: string;
  from: string | null;
  fields: [label: string, value: string | number | undefined][];
  /** The uploads, sent with the mail from the file store. */
  attachments: MailAttachment[];
}

/** Tells the support desk something arrived, with the customer's attachments attached. */
export function supportDeskMail({ to, title, reference, from, fields, attachments }: SupportMailInput) {
  return composeMail({
    to,
    subject: `${title} ${reference}${from ? ` from ${from}` : ""}`,
    greeting: "Hello support team,",
    paragraphs: [
      `A new ${title.toLowerCase()} (${reference}) arrived through the website${from ? ` from ${from}` : ""}.`,
      ...fields.filter(([, value]) => value !== undefined && value !== "").map(([label, value]) => `${label}: ${value}`),
      attachments.length > 0 ? `Attached: ${attachments.map((a) => a.filename).join(", ")}` : "No attachments.",
    ],
    ...(attachments.length > 0 ? { attachments } : {}),
  });
}

/** The customer's receipt for what they sent, with the reference to quote when they write again. */
export function supportConfirmationMail({
  to,
  title,
  reference,
  summary,
}: {
  to: string;
  title: string;
  reference: string;
  summary: string;
}) {
  return composeMail({
    to,
    subject: `We have received your ${title.toLowerCase()} (${reference})`,
    greeting: "Hello,",
    paragraphs: [
      `Thank you for writing to Investar support. Your ${title.toLowerCase()} "${summary}" has reached our team under the reference number ${reference}.`,
      "We answer within one working day, usually the same day. Please quote the reference number if you write to us about it again.",
    ],
  });
}
