import educationScript from "../../enhance/education-page.js?enhance";
import { validationTemplates } from "../../i18n/field-error-text.ts";
import { useI18n } from "../../i18n/page-locale.ts";
import { InlineScript } from "../inline-script.tsx";

/**
 * The education pages' small enhancement script (filters, registration, local time, the video facade),
 * inlined with the request's CSP nonce. These pages ship no framework (ADR 0004): put this last on the page.
 * On a translated page the few texts the script writes come with it (data-texts, in the page's language); an English page
 * sends none and the script keeps its own words (docs/adr/0059-hindi-with-lingui.md).
 */
export function EducationScript() {
  const i18n = useI18n();
  const { t, has, locale } = i18n;
  const texts =
    locale !== "en" && has("education.script.yourTime")
      ? {
          yourTime: t("education.script.yourTime", { time: "{time}" }),
          registered: t("education.script.registered"),
          openMine: t("education.card.openMine"),
          registering: t("education.script.registering"),
          seatBooked: t("education.script.seatBooked"),
          logInToRegister: t("education.script.logInToRegister"),
          // The register dialog's field refusals from the API (core's rules' English words), in the page's language.
          validation: validationTemplates(i18n),
        }
      : null;
  return (
    <>
      {texts ? <span hidden data-education-texts={JSON.stringify(texts)} /> : null}
      <InlineScript source={educationScript} />
    </>
  );
}
