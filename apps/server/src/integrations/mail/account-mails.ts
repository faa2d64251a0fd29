import { mailText } from "./mail-text.ts";
import { personalMail, type MailRecipient } from "./personal-mail.ts";

export function activationMail(to: MailRecipient, link: string) {
  const t = mailText(to.language);
  return personalMail(to, {
    subject: t("activation.subject"),
    paragraphs: [t("activation.thanks"), t("activation.confirm")],
    action: { label: t("activation.action"), url: link },
    secrets: [link],
    footnote: t("activation.footnote"),
  });
}

export function passwordResetMail(to: MailRecipient, link: string) {
  const t = mailText(to.language);
  return personalMail(to, {
    subject: t("passwordReset.subject"),
    paragraphs: [t("passwordReset.request"), t("passwordReset.expiry")],
    action: { label: t("passwordReset.action"), url: link },
    secrets: [link],
    footnote: t("passwordReset.footnote"),
  });
}

export function userIdReminderMail(to: MailRecipient & { userId: number }, loginUrl: string) {
  const t = mailText(to.language);
  return personalMail(to, {
    subject: t("userIdReminder.subject"),
    paragraphs: [t("userIdReminder.id", { userId: String(to.userId) }), t("userIdReminder.security")],
    action: { label: t("userIdReminder.action"), url: loginUrl },
  });
}
