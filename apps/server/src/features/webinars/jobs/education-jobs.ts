import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../../deps.ts";
import { scheduleIntervalJob } from "../../../jobs/interval-job.ts";
import { sendWebinarNotices } from "../services/send-webinar-notices.ts";
import { syncVideoPlaylists } from "../services/sync-video-playlists.ts";

/**
 * ADR 0017: webinar reminders and "recording available" mails (each claimed once, so any number of
 * instances may run the job), and the training-video playlists read from the provider in the background.
 */
export function scheduleEducationJobs(app: FastifyInstance, deps: AppDeps): void {
  scheduleIntervalJob(app, "webinar notices", deps.config.webinarNoticeIntervalMs, async () => {
    const report = await sendWebinarNotices(deps);
    if (report["day-before"] + report["hour-before"] + report.recording > 0) app.log.info({ report }, "queued webinar notices");
    return report;
  });
  const videos = deps.config.videos;
  if (!videos || videos.playlists.length === 0) return;
  // 0 means "read once at start": an interval longer than any process lives.
  scheduleIntervalJob(app, "video playlists", videos.refreshMs || 2 ** 31 - 1, async () => {
    const report = await syncVideoPlaylists(deps);
    if (report.failed > 0) app.log.warn({ report }, "video playlists: the provider failed; the stored videos are served meanwhile");
    return report;
  });
}
