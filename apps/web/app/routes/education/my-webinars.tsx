import type { ReactNode } from "react";
import { WebinarTitle } from "../../components/education/webinar-texts.tsx";
import type { Route } from "./+types/my-webinars";
import { EducationScript } from "../../components/education/education-script.tsx";
import { materialsUrl, RecordingPlayer } from "../../components/education/past-webinar-card.tsx";
import { WebinarWhen } from "../../components/education/webinar-when.tsx";
import { WebinarPresenter } from "../../components/education/webinar-card.tsx";
import { educationMessages, WEBINAR_LIST_GROUPS } from "../../i18n/education-messages.server.ts";
import { metaText, useI18n } from "../../i18n/page-locale.ts";
import { appContext } from "../../load-context.ts";
import type { WebinarCard } from "@investar/contract/pages/webinars";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import { richText } from "../../i18n/rich-text.tsx";
import type { RouteHandle } from "../../root.tsx";
import "../../styles/account-area.css";
import "../../styles/education.css";

/** Everything here is a link, a player or a download: served without React (ADR 0004). */
export const handle: RouteHandle = { hydrate: false };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, services, clientIp } = context.get(appContext);
  // In the customer's language, one address for both (docs/adr/0059-hindi-with-lingui.md#choosing-a-language).
  const messages = educationMessages(request, context, ["mine", "script", ...WEBINAR_LIST_GROUPS]);
  // The guard has already sent visitors without a session to the login page.
  if (!user) return { upcoming: [], past: [], cancelled: [], messages };
  const { currency } = await services.getUserLocation(clientIp);
  return { ...(await services.listMyWebinars(user.userId, currency)), messages };
}

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaText(matches);
  return pageMeta({
    title: t("education.mine.title"),
    description: t("education.mine.description"),
    path: "/education/my-webinars",
    publicUrl: publicUrlFrom(matches),
    noindex: true,
  });
}

const calendarUrl = (webinarId: number) => `/api/education/GetWebinarCalendar?webinarId=${webinarId}`;

function Upcoming({ webinar }: { webinar: WebinarCard }) {
  const { t } = useI18n();
  return (
    <article className="card my-webinar" aria-labelledby={`mine-${webinar.id}`}>
      <h3 id={`mine-${webinar.id}`}>
        <WebinarTitle webinar={webinar} />
      </h3>
      <WebinarWhen dateTime={webinar.dateTime} duration={webinar.duration} />
      <WebinarPresenter name={webinar.presenter} />
      <div className="button-row">
        {webinar.joinUrl ? (
          <a className="button button--primary" href={webinar.joinUrl} target="_blank" rel="noopener noreferrer">
            {t(webinar.status === "live" ? "education.mine.joinNow" : "education.mine.join")}
          </a>
        ) : null}
        <a className="button button--ghost" href={calendarUrl(webinar.id)} download="">
          {t("education.mine.calendar")}
        </a>
      </div>
      {webinar.joinUrl ? null : <p className="webinar-card__status">{t("education.mine.linkLater")}</p>}
    </article>
  );
}

function Past({ webinar }: { webinar: WebinarCard }) {
  const { t } = useI18n();
  return (
    <article className="card my-webinar" aria-labelledby={`mine-${webinar.id}`}>
      <h3 id={`mine-${webinar.id}`}>
        <WebinarTitle webinar={webinar} />
      </h3>
      <WebinarWhen dateTime={webinar.dateTime} duration={webinar.duration} />
      {webinar.hasRecording ? (
        <RecordingPlayer webinar={webinar} />
      ) : (
        <p className="webinar-card__status">{t("education.mine.recordingSoon")}</p>
      )}
      {webinar.materialCount > 0 ? (
        <div className="button-row">
          <a className="button button--ghost" href={materialsUrl(webinar.id)} download="">
            {t("education.mine.materials", { count: webinar.materialCount })}
          </a>
        </div>
      ) : null}
    </article>
  );
}

/** One of the page's lists (upcoming, past, cancelled), left out when it has nothing in it. */
function WebinarGroup({ id, heading, shown, children }: { id: string; heading: string; shown: boolean; children: ReactNode }) {
  if (!shown) return null;
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {children}
    </section>
  );
}

export default function MyWebinars({ loaderData }: Route.ComponentProps) {
  const { upcoming, past, cancelled } = loaderData;
  const empty = upcoming.length + past.length + cancelled.length === 0;
  const { t, href } = useI18n();
  return (
    <div className="account-page webinar-page">
      <header>
        <h1>{t("education.mine.heading")}</h1>
        <p>{t("education.mine.lead")}</p>
      </header>
      {empty ? (
        <section className="card" aria-labelledby="none-heading">
          <h2 id="none-heading">{t("education.mine.noneHeading")}</h2>
          <p>{t("education.mine.noneText")}</p>
          <div className="button-row">
            <a className="button button--primary" href={href("/education/technical-analysis-training")}>
              {t("education.mine.seeUpcoming")}
            </a>
          </div>
        </section>
      ) : null}
      <WebinarGroup id="upcoming" heading={t("education.mine.upcoming")} shown={upcoming.length > 0}>
        {upcoming.map((webinar) => (
          <Upcoming key={webinar.id} webinar={webinar} />
        ))}
      </WebinarGroup>
      <WebinarGroup id="past" heading={t("education.mine.past")} shown={past.length > 0}>
        {past.map((webinar) => (
          <Past key={webinar.id} webinar={webinar} />
        ))}
      </WebinarGroup>
      <WebinarGroup id="cancelled" heading={t("education.mine.cancelled")} shown={cancelled.length > 0}>
        <ul>
          {cancelled.map((webinar) => (
            <li key={webinar.id}>
              {richText(t("education.mine.cancelledItem", { title: "{title}" }), {
                title: <WebinarTitle webinar={webinar} />,
              })}{" "}
              {webinar.seatSource === "paid" ? t("education.mine.refunded") : ""}
            </li>
          ))}
        </ul>
      </WebinarGroup>
      {empty ? null : (
        <p>
          <a href={href("/education/technical-analysis-training")}>{t("education.mine.seeAll")}</a>
        </p>
      )}
      <EducationScript />
    </div>
  );
}
