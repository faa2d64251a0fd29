import { composeMail } from "../../../integrations/mail/mail-layout.ts";
import { firstName, mailLocale } from "../../../integrations/mail/mail-text.ts";

// Indian dates for a reader in India, whatever zone the server runs in.
const englishMoment = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

/**
 * docs/business-rules.md#data-download: the mail that carries the one-time link to a customer's data, in their
 * language (ADR 0060).
 */
export function dataExportReadyMail(to: { email: string; name: string; language?: string | null }, link: string, expiresAt: Date) {
  const { t, language, dateTime } = mailLocale(to.language);
  // mailLocale's moment ends in " IST", which the sentence says itself.
  const expires = language === "en" ? englishMoment.format(expiresAt) : dateTime(expiresAt).replace(/ IST$/, "");
  return composeMail({
    to: to.email,
    language: to.language,
    subject: t("dataExport.subject"),
    greeting: t("greeting", { name: firstName(to.name) }),
    paragraphs: [t("dataExport.ready"), t("dataExport.link", { expiresAt: expires })],
    action: { label: t("dataExport.action"), url: link },
    footnote: t("dataExport.footnote"),
    secrets: [link],
  });
}
