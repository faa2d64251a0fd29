import { mailText } from "./mail-text.ts";
import { personalMail, type MailRecipient } from "./personal-mail.ts";

/** Sent to the NEW address: it only proves the address; the account keeps its password. */
export function emailChangeMail(to: MailRecipient, link: string) {
  const t = mailText(to.language);
  return personalMail(to, {
    subject: t("emailChange.subject"),
    paragraphs: [t("emailChange.asked", { email: to.email }), t("emailChange.confirm")],
    action: { label: t("emailChange.action"), url: link },
    footnote: t("emailChange.footnote"),
    secrets: [link],
  });
}

/** Sent to the OLD address, so an owner learns of a change they did not ask for and can undo it in one click. */
export function emailChangeNoticeMail(to: MailRecipient, newEmail: string, cancelLink: string, supportEmail: string) {
  const t = mailText(to.language);
  return personalMail(to, {
    subject: t("emailChangeNotice.subject"),
    paragraphs: [t("emailChangeNotice.asked", { newEmail }), t("emailChangeNotice.undo")],
    action: { label: t("emailChangeNotice.action"), url: cancelLink },
    footnote: t("emailChangeNotice.footnote", { supportEmail }),
    secrets: [cancelLink],
  });
}

export function passwordChangedMail(to: MailRecipient, supportEmail: string) {
  const t = mailText(to.language);
  return personalMail(to, {
    subject: t("passwordChanged.subject"),
    paragraphs: [t("passwordChanged.body")],
    footnote: t("passwordChanged.footnote", { supportEmail }),
  });
}
