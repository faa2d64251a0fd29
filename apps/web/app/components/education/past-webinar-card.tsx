import type { WebinarCard } from "@investar/contract/pages/webinars";
import { WebinarTitle } from "./webinar-texts.tsx";
import { WebinarWhen } from "./webinar-when.tsx";

export const recordingUrl = (webinarId: number) => `/api/education/GetWebinarRecordings?webinarId=${webinarId}`;
export const materialsUrl = (webinarId: number) => `/api/education/DownloadWebinars?webinarId=${webinarId}`;

/** The recording in a player: streamed from our server with Range, so it starts at once and seeks. */
export function RecordingPlayer({ webinar }: { webinar: WebinarCard }) {
  return (
    <video className="recording-player" controls preload="none" src={recordingUrl(webinar.id)} aria-label={`Recording of ${webinar.title}`}>
      Your browser cannot play this recording; <a href={recordingUrl(webinar.id)}>download it</a> instead.
    </video>
  );
}

/** A past session; those entitled (registrants, admins) can watch the recording in a dialog. */
export function PastWebinarCard({ webinar, canWatch }: { webinar: WebinarCard; canWatch: boolean }) {
  const dialogId = `recording-${webinar.id}`;
  return (
    <article className="card webinar-card webinar-card--past" aria-labelledby={`past-${webinar.id}`}>
      <ul className="tag-row" aria-label="Level and language">
        <li className="tag">{webinar.level}</li>
        <li className={webinar.language === "Hindi" ? "tag tag--accent" : "tag"}>{webinar.language}</li>
      </ul>
      <h3 id={`past-${webinar.id}`}>
        <WebinarTitle webinar={webinar} />
      </h3>
      <WebinarWhen dateTime={webinar.dateTime} duration={webinar.duration} />
      {webinar.presenter ? <p className="webinar-card__presenter">With {webinar.presenter}</p> : null}
      {canWatch && webinar.hasRecording ? (
        <>
          <div className="button-row">
            <button type="button" className="button button--primary" data-dialog-open={dialogId} aria-haspopup="dialog">
              Watch recording
            </button>
          </div>
          <dialog id={dialogId} className="dialog recording-dialog" aria-labelledby={`${dialogId}-title`}>
            <h2 className="dialog__title" id={`${dialogId}-title`}>
              <WebinarTitle webinar={webinar} />
            </h2>
            <RecordingPlayer webinar={webinar} />
            <div className="dialog__actions">
              <button type="button" className="button button--ghost" data-dialog-close="">
                Close
              </button>
            </div>
          </dialog>
        </>
      ) : (
        <p className="webinar-card__status">
          {webinar.hasRecording ? "Registered attendees can watch the recording in My Webinars." : "The recording will be added soon."}
        </p>
      )}
    </article>
  );
}
