import { composeMail } from "./mail-layout.ts";
import { firstName, mailText } from "./mail-text.ts";

interface Recipient {
  email: string;
  name: string;
  /** users.language: the mail is written in it (ADR 0060); English when absent. */
  language?: string;
}

export function activationMail(to: Recipient, link: string) {
  const t = mailText(to.language);
  return composeMail({
    to: to.email,
    language: to.language,
    subject: t("activation.subject"),
    greeting: t("greeting", { name: firstName(to.name) }),
    paragraphs: [t("activation.thanks"), t("activation.confirm")],
    action: { label: t("activation.action"), url: link },
    secrets: [link],
    footnote: t("activation.footnote"),
  });
}

export function passwordResetMail(to: Recipient, link: string) {
  const t = mailText(to.language);
  return composeMail({
    to: to.email,
    language: to.language,
    subject: t("passwordReset.subject"),
    greeting: t("greeting", { name: firstName(to.name) }),
    paragraphs: [t("passwordReset.request"), t("passwordReset.expiry")],
    action: { label: t("passwordReset.action"), url: link },
    secrets: [link],
    footnote: t("passwordReset.footnote"),
  });
}

export function userIdReminderMail(to: Recipient & { userId: number }, loginUrl: string) {
  const t = mailText(to.language);
  return composeMail({
    to: to.email,
    language: to.language,
    subject: t("userIdReminder.subject"),
    greeting: t("greeting", { name: firstName(to.name) }),
    paragraphs: [t("userIdReminder.id", { userId: String(to.userId) }), t("userIdReminder.security")],
    action: { label: t("userIdReminder.action"), url: loginUrl },
  });
}
