import type { WebinarCard } from "@investar/contract/pages/webinars";
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
  if (webinar.isRegisteredForWebinar) {
    return (
      <a className="button button--ghost" href="/education/my-webinars">
        Open My Webinars
      </a>
    );
  }
  if (!webinar.registrationOpen) return null;
  if (webinar.price.kind === "paid") {
    return (
      <a className="button button--primary" href={`/education/buy-webinar?webinarId=${webinar.id}`}>
        Buy
      </a>
    );
  }
  if (viewer.loggedIn) {
    return (
      <button type="button" className="button button--primary" data-register={webinar.id}>
        Register
      </button>
    );
  }
  return (
    <a
      className="button button--primary"
      href={`/user/login?returnUrl=${encodeURIComponent(viewer.returnUrl)}`}
      data-register-visitor={webinar.id}
      data-title={webinar.title}
      aria-haspopup="dialog"
    >
      Register
    </a>
  );
}

function statusLine(webinar: WebinarCard): string {
  if (webinar.isRegisteredForWebinar) return "You are registered.";
  if (webinar.status === "live") return "Live now.";
  if (webinar.seatsLeft === 0) return "This webinar is full.";
  if (webinar.seatsLeft !== null && webinar.seatsLeft <= FEW_SEATS)
    return `${webinar.seatsLeft} ${webinar.seatsLeft === 1 ? "seat" : "seats"} left.`;
  return "";
}

/** An upcoming session: title, level, language, presenter, when (IST and the visitor's time), price, and what to do. */
export function UpcomingWebinarCard({ webinar, viewer, hidden = false }: { webinar: WebinarCard; viewer: Viewer; hidden?: boolean }) {
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
      <ul className="tag-row" aria-label="Level and language">
        <li className="tag">{webinar.level}</li>
        <li className={webinar.language === "Hindi" ? "tag tag--accent" : "tag"}>{webinar.language}</li>
      </ul>
      <h3 id={`webinar-${webinar.id}`}>
        <WebinarTitle webinar={webinar} />
      </h3>
      <WebinarWhen dateTime={webinar.dateTime} duration={webinar.duration} />
      {webinar.presenter ? <p className="webinar-card__presenter">With {webinar.presenter}</p> : null}
      <WebinarDescription webinar={webinar} />
      {webinar.prerequisite ? (
        <p className="webinar-card__prerequisite">
          <strong>Prerequisite:</strong> {webinar.prerequisite}
        </p>
      ) : null}
      {webinar.aboutPresenter ? (
        <details className="webinar-card__about">
          <summary>About the presenter</summary>
          <p>{webinar.aboutPresenter}</p>
        </details>
      ) : null}
      <div className="webinar-card__footer">
        <WebinarPriceText webinar={webinar} />
        <Action webinar={webinar} viewer={viewer} />
      </div>
      <p className="webinar-card__status" role="status" data-card-status="">
        {statusLine(webinar)}
      </p>
    </article>
  );
}
