import { videoEmbedUrl, videoWatchUrl } from "@investar/core";
import type { WebinarCard } from "@investar/contract/pages/webinars";
import { useI18n } from "../../i18n/page-locale.ts";
import { WebinarDescription, WebinarTitle } from "./webinar-texts.tsx";

/**
 * A training video as a thumbnail facade: nothing of the provider loads until play is pressed, then the
 * script swaps in its privacy-enhanced player. Without script the link opens the video on the provider's site.
 */
export function VideoTile({ video }: { video: WebinarCard }) {
  const { t, language } = useI18n();
  const title = language === "hi" && video.titleHi ? video.titleHi : video.title;
  return (
    <article className="card video-tile" aria-labelledby={`video-${video.id}`}>
      <a
        className="video-facade"
        href={videoWatchUrl(video.videoId)}
        data-video-facade=""
        data-embed={videoEmbedUrl(video.videoId)}
        data-title={title}
      >
        {video.thumbnailUrl ? <img src={video.thumbnailUrl} alt="" loading="lazy" width={480} height={270} /> : null}
        <span className="video-facade__play" aria-hidden="true" />
        <span className="visually-hidden">{t("education.video.play", { title })}</span>
      </a>
      <h3 id={`video-${video.id}`}>
        <WebinarTitle webinar={video} />
      </h3>
      <WebinarDescription webinar={video} />
    </article>
  );
}
