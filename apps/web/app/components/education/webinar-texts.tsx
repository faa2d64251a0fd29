import type { WebinarCard } from "@investar/contract/pages/webinars";
import { localizedText } from "@investar/core/i18n/localized-text";
import { useI18n } from "../../i18n/page-locale.ts";
import { StaffText } from "../i18n/staff-text.tsx";

type StaffWritten = Pick<WebinarCard, "title" | "titleHi" | "description" | "descriptionHi">;

/**
 * A webinar's or video's title as staff wrote it for the page's language: the Hindi title on a Hindi page where
 * there is one, else the English one marked lang="en" (docs/adr/0062-hindi-content-texts.md).
 */
export function WebinarTitle({ webinar }: { webinar: StaffWritten }) {
  const { language } = useI18n();
  return <StaffText text={localizedText({ en: webinar.title, hi: webinar.titleHi }, language)} pageLanguage={language} />;
}

/** The same for its description: a paragraph, or nothing when staff wrote none. */
export function WebinarDescription({ webinar }: { webinar: StaffWritten }) {
  const { language } = useI18n();
  if (!webinar.description) return null;
  return (
    <StaffText as="p" text={localizedText({ en: webinar.description, hi: webinar.descriptionHi }, language)} pageLanguage={language} />
  );
}
