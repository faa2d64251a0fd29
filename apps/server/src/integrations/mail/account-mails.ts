import { composeMail } from "./mail-layout.ts";
import { mailText } from "./mail-text.ts";

interface Recipient {
  email: string;
  name: string;
  /** users.language: the mail is written in it (ADR 0060); English when absent. */
  language?: string;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] || "there";

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
  return composeMail({
    to: to.email,
    subject: "Your Investar user id",
    greeting: `Hello ${firstName(to.name)},`,
    paragraphs: [
      `Your Investar user id is ${to.userId}. You can log in with it or with this email address.`,
      "For your security we never send passwords by email. If you have forgotten yours, use password recovery on the login page.",
    ],
    action: { label: "Log in", url: loginUrl },
  });
}
