import type { WebinarCard } from "@investar/contract/pages/webinars";
import { useI18n } from "../../i18n/page-locale.ts";
import { richText } from "../../i18n/rich-text.tsx";
import { WebinarPresenter, WebinarTags } from "./webinar-card.tsx";
import { WebinarTitle } from "./webinar-texts.tsx";
import { WebinarWhen } from "./webinar-when.tsx";

export const recordingUrl = (webinarId: number) => `/api/education/GetWebinarRecordings?webinarId=${webinarId}`;
export const materialsUrl = (webinarId: number) => `/api/education/DownloadWebinars?webinarId=${webinarId}`;

/** The recording in a player: streamed from our server with Range, so it starts at once and seeks. */
export function RecordingPlayer({ webinar }: { webinar: WebinarCard }) {
  const { t, language } = useI18n();
  const title = language === "hi" && webinar.titleHi ? webinar.titleHi : webinar.title;
  return (
    <video
      className="recording-player"
      controls
      preload="none"
      src={recordingUrl(webinar.id)}
      aria-label={t("education.card.recordingOf", { title })}
    >
      {richText(t("education.card.cannotPlay", { download: "{download}" }), {
        download: <a href={recordingUrl(webinar.id)}>{t("education.card.download")}</a>,
      })}
    </video>
  );
}

/** A past session; those entitled (registrants, admins) can watch the recording in a dialog. */
export function PastWebinarCard({ webinar, canWatch }: { webinar: WebinarCard; canWatch: boolean }) {
  const dialogId = `recording-${webinar.id}`;
  const { t } = useI18n();
  return (
    <article className="card webinar-card webinar-card--past" aria-labelledby={`past-${webinar.id}`}>
      <WebinarTags webinar={webinar} />
      <h3 id={`past-${webinar.id}`}>
        <WebinarTitle webinar={webinar} />
      </h3>
      <WebinarWhen dateTime={webinar.dateTime} duration={webinar.duration} />
      <WebinarPresenter name={webinar.presenter} />
      {canWatch && webinar.hasRecording ? (
        <>
          <div className="button-row">
            <button type="button" className="button button--primary" data-dialog-open={dialogId} aria-haspopup="dialog">
              {t("education.card.watch")}
            </button>
          </div>
          <dialog id={dialogId} className="dialog recording-dialog" aria-labelledby={`${dialogId}-title`}>
            <h2 className="dialog__title" id={`${dialogId}-title`}>
              <WebinarTitle webinar={webinar} />
            </h2>
            <RecordingPlayer webinar={webinar} />
            <div className="dialog__actions">
              <button type="button" className="button button--ghost" data-dialog-close="">
                {t("education.card.close")}
              </button>
            </div>
          </dialog>
        </>
      ) : (
        <p className="webinar-card__status">{t(webinar.hasRecording ? "education.card.watchInMine" : "education.card.recordingSoon")}</p>
      )}
    </article>
  );
}
