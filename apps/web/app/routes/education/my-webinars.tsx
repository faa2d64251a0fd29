import { WebinarTitle } from "../../components/education/webinar-texts.tsx";
import type { Route } from "./+types/my-webinars";
import { EducationScript } from "../../components/education/education-script.tsx";
import { materialsUrl, RecordingPlayer } from "../../components/education/past-webinar-card.tsx";
import { WebinarWhen } from "../../components/education/webinar-when.tsx";
import { appContext } from "../../load-context.ts";
import type { WebinarCard } from "@investar/contract/pages/webinars";
import { pageMeta, publicUrlFrom } from "../../lib/page-meta.ts";
import type { RouteHandle } from "../../root.tsx";
import "../../styles/account-area.css";
import "../../styles/education.css";

/** Everything here is a link, a player or a download: served without React (ADR 0004). */
export const handle: RouteHandle = { hydrate: false };

export async function loader({ context }: Route.LoaderArgs) {
  const { user, services, clientIp } = context.get(appContext);
  // The guard has already sent visitors without a session to the login page.
  if (!user) return { upcoming: [], past: [], cancelled: [] };
  const { currency } = await services.getUserLocation(clientIp);
  return services.listMyWebinars(user.userId, currency);
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "My Webinars | Investar",
    description: "Your webinars: join links, calendar invitations, recordings and materials.",
    path: "/education/my-webinars",
    publicUrl: publicUrlFrom(matches),
    noindex: true,
  });
}

const calendarUrl = (webinarId: number) => `/api/education/GetWebinarCalendar?webinarId=${webinarId}`;

function Upcoming({ webinar }: { webinar: WebinarCard }) {
  return (
    <article className="card my-webinar" aria-labelledby={`mine-${webinar.id}`}>
      <h3 id={`mine-${webinar.id}`}>
        <WebinarTitle webinar={webinar} />
      </h3>
      <WebinarWhen dateTime={webinar.dateTime} duration={webinar.duration} />
      {webinar.presenter ? <p className="webinar-card__presenter">With {webinar.presenter}</p> : null}
      <div className="button-row">
        {webinar.joinUrl ? (
          <a className="button button--primary" href={webinar.joinUrl} target="_blank" rel="noopener noreferrer">
            {webinar.status === "live" ? "Join now" : "Join the webinar"}
          </a>
        ) : null}
        <a className="button button--ghost" href={calendarUrl(webinar.id)} download="">
          Add to calendar
        </a>
      </div>
      {webinar.joinUrl ? null : <p className="webinar-card__status">The join link appears here 30 minutes before the start.</p>}
    </article>
  );
}

function Past({ webinar }: { webinar: WebinarCard }) {
  return (
    <article className="card my-webinar" aria-labelledby={`mine-${webinar.id}`}>
      <h3 id={`mine-${webinar.id}`}>
        <WebinarTitle webinar={webinar} />
      </h3>
      <WebinarWhen dateTime={webinar.dateTime} duration={webinar.duration} />
      {webinar.hasRecording ? (
        <RecordingPlayer webinar={webinar} />
      ) : (
        <p className="webinar-card__status">The recording will be added here soon; we will email you when it is.</p>
      )}
      {webinar.materialCount > 0 ? (
        <div className="button-row">
          <a className="button button--ghost" href={materialsUrl(webinar.id)} download="">
            Download materials ({webinar.materialCount} {webinar.materialCount === 1 ? "file" : "files"}, ZIP)
          </a>
        </div>
      ) : null}
    </article>
  );
}

export default function MyWebinars({ loaderData }: Route.ComponentProps) {
  const { upcoming, past, cancelled } = loaderData;
  const empty = upcoming.length + past.length + cancelled.length === 0;
  return (
    <div className="account-page webinar-page">
      <header>
        <h1>My Webinars</h1>
        <p>The sessions you registered for: join links, calendar invitations, recordings and materials.</p>
      </header>
      {empty ? (
        <section className="card" aria-labelledby="none-heading">
          <h2 id="none-heading">No webinars yet</h2>
          <p>When you register for a webinar it appears here, with its join link, and its recording afterwards.</p>
          <div className="button-row">
            <a className="button button--primary" href="/education/technical-analysis-training">
              See upcoming webinars
            </a>
          </div>
        </section>
      ) : null}
      {upcoming.length > 0 ? (
        <section aria-labelledby="upcoming-heading">
          <h2 id="upcoming-heading">Upcoming</h2>
          {upcoming.map((webinar) => (
            <Upcoming key={webinar.id} webinar={webinar} />
          ))}
        </section>
      ) : null}
      {past.length > 0 ? (
        <section aria-labelledby="past-heading">
          <h2 id="past-heading">Past webinars</h2>
          {past.map((webinar) => (
            <Past key={webinar.id} webinar={webinar} />
          ))}
        </section>
      ) : null}
      {cancelled.length > 0 ? (
        <section aria-labelledby="cancelled-heading">
          <h2 id="cancelled-heading">Cancelled</h2>
          <ul>
            {cancelled.map((webinar) => (
              <li key={webinar.id}>
                {webinar.title} — cancelled. {webinar.seatSource === "paid" ? "What you paid was added to your wallet as cash credit." : ""}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {empty ? null : (
        <p>
          <a href="/education/technical-analysis-training">See all upcoming webinars</a>
        </p>
      )}
      <EducationScript />
    </div>
  );
}
