import { composeMail } from "./mail-layout.ts";
import { firstName, mailText } from "./mail-text.ts";

interface Recipient {
  email: string;
  name: string;
  /** users.language: the mail is written in it (ADR 0060); English when absent. */
  language?: string | null;
}

/** Sent to the NEW address: it only proves the address; the account keeps its password. */
export function emailChangeMail(to: Recipient, link: string) {
  const t = mailText(to.language);
  return composeMail({
    to: to.email,
    language: to.language ?? undefined,
    subject: t("emailChange.subject"),
    greeting: t("greeting", { name: firstName(to.name) }),
    paragraphs: [t("emailChange.asked", { email: to.email }), t("emailChange.confirm")],
    action: { label: t("emailChange.action"), url: link },
    footnote: t("emailChange.footnote"),
    secrets: [link],
  });
}

/** Sent to the OLD address, so an owner learns of a change they did not ask for and can undo it in one click. */
export function emailChangeNoticeMail(to: Recipient, newEmail: string, cancelLink: string, supportEmail: string) {
  const t = mailText(to.language);
  return composeMail({
    to: to.email,
    language: to.language ?? undefined,
    subject: t("emailChangeNotice.subject"),
    greeting: t("greeting", { name: firstName(to.name) }),
    paragraphs: [t("emailChangeNotice.asked", { newEmail }), t("emailChangeNotice.undo")],
    action: { label: t("emailChangeNotice.action"), url: cancelLink },
    footnote: t("emailChangeNotice.footnote", { supportEmail }),
    secrets: [cancelLink],
  });
}

export function passwordChangedMail(to: Recipient, supportEmail: string) {
  const t = mailText(to.language);
  return composeMail({
    to: to.email,
    language: to.language ?? undefined,
    subject: t("passwordChanged.subject"),
    greeting: t("greeting", { name: firstName(to.name) }),
    paragraphs: [t("passwordChanged.body")],
    footnote: t("passwordChanged.footnote", { supportEmail }),
  });
}
