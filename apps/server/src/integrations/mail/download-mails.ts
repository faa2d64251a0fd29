import { composeMail } from "./mail-layout.ts";
import { firstName, mailLocale } from "./mail-text.ts";

/**
 * SendDownloadStepsEmail: how to download, install and start the Windows program, in the customer's language
 * (users.language), or for an address typed on the download page, the page's (ADR 0060).
 */
export function downloadStepsMail(
  to: { email: string; name: string; language?: string | null },
  downloadUrl: string,
  supportEmail: string,
) {
  const { t } = mailLocale(to.language);
  return composeMail({
    to: to.email,
    language: to.language,
    subject: t("download.subject"),
    greeting: to.name.trim() ? t("greeting", { name: firstName(to.name) }) : t("download.greetingNobody"),
    paragraphs: [
      t("download.intro"),
      t("download.step1"),
      t("download.step2"),
      t("download.step3"),
      t("download.step4"),
      t("download.windows", { supportEmail }),
    ],
    action: { label: t("download.action"), url: downloadUrl },
  });
}
