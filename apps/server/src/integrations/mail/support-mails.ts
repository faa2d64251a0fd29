import { composeMail } from "./mail-layout.ts";

export interface SupportMailInput {
  to: string;
  title: string;
  id: number;
  from: string | null;
  fields: [label: string, value: string | number | undefined][];
  attachments: string[];
}

/** Tells the support desk something arrived; attachments stay in the file store, listed by their stored names. */
export function supportDeskMail({ to, title, id, from, fields, attachments }: SupportMailInput) {
  return composeMail({
    to,
    subject: `${title} #${id}${from ? ` from ${from}` : ""}`,
    greeting: "Hello support team,",
    paragraphs: [
      `A new ${title.toLowerCase()} (#${id}) arrived through the website${from ? ` from ${from}` : ""}.`,
      ...fields.filter(([, value]) => value !== undefined && value !== "").map(([label, value]) => `${label}: ${value}`),
      attachments.length > 0 ? `Attachments (in the file store under uploads/support/): ${attachments.join(", ")}` : "No attachments.",
    ],
  });
}
