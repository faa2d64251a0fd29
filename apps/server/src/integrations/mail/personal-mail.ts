import { composeMail, type MailContent } from "./mail-layout.ts";
import type { OutgoingMail } from "./enqueue-mail.ts";
import { firstName, mailText } from "./mail-text.ts";

/** Whom a mail about their own account goes to. */
export interface MailRecipient {
  email: string;
  name: string;
  /** users.language: the mail is written in it (ADR 0060); English when absent. */
  language?: string | null;
}

/** A mail to one customer about their own account or order: to their address, in their language, greeted by their first name. */
export function personalMail(to: MailRecipient, content: Omit<MailContent, "to" | "greeting" | "language">): OutgoingMail {
  return composeMail({
    to: to.email,
    language: to.language,
    greeting: mailText(to.language)("greeting", { name: firstName(to.name) }),
    ...content,
  });
}
