import type { WebinarCard } from "@investar/contract/pages/webinars";
import { useI18n } from "../../i18n/page-locale.ts";
import { PastWebinarCard } from "./past-webinar-card.tsx";
import { UpcomingWebinarCard, type Viewer } from "./webinar-card.tsx";
import { WebinarFilters } from "./webinar-filters.tsx";

const matches = (webinar: WebinarCard, level: string, language: string) =>
  (!level || webinar.level === level) && (!language || webinar.language === language);

/**
 * The upcoming sessions with their filters. Every card is on the page and those the filters leave out are
 * hidden, so the script can filter in place and a filtered link still works without it.
 */
export function UpcomingWebinars({
  webinars,
  viewer,
  level,
  language,
  emptyText,
}: {
  webinars: WebinarCard[];
  viewer: Viewer;
  level: string;
  language: string;
  emptyText: string;
}) {
  const { t } = useI18n();
  const shown = webinars.filter((webinar) => matches(webinar, level, language)).length;
  return (
    <>
      {webinars.length > 1 ? <WebinarFilters level={level} language={language} shown={shown} /> : null}
      <div className="grid grid--3 webinar-grid">
        {webinars.map((webinar) => (
          <UpcomingWebinarCard key={webinar.id} webinar={webinar} viewer={viewer} hidden={!matches(webinar, level, language)} />
        ))}
      </div>
      <p className="notice notice--info" data-filter-empty="" hidden={shown > 0}>
        {webinars.length === 0 ? emptyText : t("education.filter.none")}
      </p>
    </>
  );
}

export function PastWebinars({ webinars, isAdmin }: { webinars: WebinarCard[]; isAdmin: boolean }) {
  const { t } = useI18n();
  if (webinars.length === 0) return <p>{t("education.past.none")}</p>;
  return (
    <div className="grid grid--3 webinar-grid">
      {webinars.map((webinar) => (
        <PastWebinarCard key={webinar.id} webinar={webinar} canWatch={webinar.isRegisteredForWebinar || isAdmin} />
      ))}
    </div>
  );
}
