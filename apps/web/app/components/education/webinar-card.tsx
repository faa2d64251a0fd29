import type { WebinarCard } from "@investar/contract/pages/webinars";
import { useI18n, type PageText } from "../../i18n/page-locale.ts";
import { WebinarPriceText } from "./webinar-price.tsx";
import { WebinarDescription, WebinarTitle } from "./webinar-texts.tsx";
import { WebinarWhen } from "./webinar-when.tsx";

export interface Viewer {
  loggedIn: boolean;
  returnUrl: string;
}

/** Few seats left: worth saying on the card. */
const FEW_SEATS = 20;

/**
 * What the card offers: registered → a note and My Webinars; free (or free for this subscriber) and open
 * → Register (a visitor's opens the dialog; without script it is a link to log in). A paid webinar not
 * free for the caller → Buy, the webinar's buy page (a visitor logs in first, and comes back to it).
 */
function Action({ webinar, viewer }: { webinar: WebinarCard; viewer: Viewer }) {
  const { t, href } = useI18n();
  if (webinar.isRegisteredForWebinar) {
    return (
      <a className="button button--ghost" href="/education/my-webinars">
        {t("education.card.openMine")}
      </a>
    );
  }
  if (!webinar.registrationOpen) return null;
  if (webinar.price.kind === "paid") {
    return (
      <a className="button button--primary" href={href(`/education/buy-webinar?webinarId=${webinar.id}`)}>
        {t("education.card.buy")}
      </a>
    );
  }
  if (viewer.loggedIn) {
    return (
      <button type="button" className="button button--primary" data-register={webinar.id}>
        {t("education.card.register")}
      </button>
    );
  }
  return (
    <a
      className="button button--primary"
      href={href(`/user/login?returnUrl=${encodeURIComponent(viewer.returnUrl)}`)}
      data-register-visitor={webinar.id}
      data-title={webinar.title}
      aria-haspopup="dialog"
    >
      {t("education.card.register")}
    </a>
  );
}

function statusLine(webinar: WebinarCard, t: PageText["t"]): string {
  if (webinar.isRegisteredForWebinar) return t("education.card.registered");
  if (webinar.status === "live") return t("education.card.live");
  if (webinar.seatsLeft === 0) return t("education.card.full");
  if (webinar.seatsLeft !== null && webinar.seatsLeft <= FEW_SEATS) return t("education.card.seatsLeft", { count: webinar.seatsLeft });
  return "";
}

/** A webinar's level and language as tags, in the page's words; the filters match on the English values in data-. */
export function WebinarTags({ webinar }: { webinar: Pick<WebinarCard, "level" | "language"> }) {
  const { t } = useI18n();
  return (
    <ul className="tag-row" aria-label={t("education.card.tags")}>
      <li className="tag">{t("education.card.level", { level: webinar.level })}</li>
      <li className={webinar.language === "Hindi" ? "tag tag--accent" : "tag"}>
        {t("education.card.language", { language: webinar.language })}
      </li>
    </ul>
  );
}

/** Who presents, when staff named someone. */
export function WebinarPresenter({ name }: { name: string | null }) {
  const { t } = useI18n();
  return name ? <p className="webinar-card__presenter">{t("education.card.with", { name })}</p> : null;
}

/** An upcoming session: title, level, language, presenter, when (IST and the visitor's time), price, and what to do. */
export function UpcomingWebinarCard({ webinar, viewer, hidden = false }: { webinar: WebinarCard; viewer: Viewer; hidden?: boolean }) {
  const { t, language } = useI18n();
  // Staff write the prerequisite and the presenter's note in English only (docs/adr/0062-hindi-content-texts.md).
  const staffLang = language === "en" ? undefined : "en";
  return (
    <article
      hidden={hidden}
      className="card webinar-card"
      data-webinar-card=""
      data-filterable=""
      data-level={webinar.level}
      data-language={webinar.language}
      aria-labelledby={`webinar-${webinar.id}`}
    >
      <WebinarTags webinar={webinar} />
      <h3 id={`webinar-${webinar.id}`}>
        <WebinarTitle webinar={webinar} />
      </h3>
      <WebinarWhen dateTime={webinar.dateTime} duration={webinar.duration} />
      <WebinarPresenter name={webinar.presenter} />
      <WebinarDescription webinar={webinar} />
      {webinar.prerequisite ? (
        <p className="webinar-card__prerequisite">
          <strong>{t("education.card.prerequisite")}</strong> <span lang={staffLang}>{webinar.prerequisite}</span>
        </p>
      ) : null}
      {webinar.aboutPresenter ? (
        <details className="webinar-card__about">
          <summary>{t("education.card.aboutPresenter")}</summary>
          <p lang={staffLang}>{webinar.aboutPresenter}</p>
        </details>
      ) : null}
      <div className="webinar-card__footer">
        <WebinarPriceText webinar={webinar} />
        <Action webinar={webinar} viewer={viewer} />
      </div>
      <p className="webinar-card__status" role="status" data-card-status="">
        {statusLine(webinar, t)}
      </p>
    </article>
  );
}
