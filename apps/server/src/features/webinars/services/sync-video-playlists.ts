import { and, eq, notInArray, sql } from "drizzle-orm";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { fetchPlaylistVideos, VideoProviderError, type PlaylistVideo } from "../../../integrations/videos/youtube-playlist.ts";

export interface PlaylistSyncReport {
  synced: number;
  failed: number;
}

const w = schema.webinars;
const s = schema.videoPlaylistSyncs;

/** Replaces the stored copy of one playlist with what the provider answered, in one transaction. */
async function storePlaylist(
  deps: AppDeps,
  category: NonNullable<typeof w.$inferSelect.category>,
  playlistId: string,
  videos: PlaylistVideo[],
): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    for (const video of videos) {
      const values = {
        track: "software" as const,
        isVideo: true,
        category,
        title: video.title.slice(0, 150),
        description: video.description.slice(0, 4000),
        videoId: video.videoId,
        thumbnailUrl: video.thumbnailUrl,
        dateTime: video.publishedAt,
        position: video.position,
        level: "Beginner" as const,
        language: "English" as const,
        status: "ended" as const,
        playlistId,
        updatedAt: now,
      };
      const { track: _t, isVideo: _v, level: _l, language: _g, status: _s, playlistId: _p, ...changing } = values;
      await tx
        .insert(w)
        .values(values)
        .onConflictDoUpdate({ target: [w.playlistId, w.videoId], targetWhere: sql`${w.playlistId} IS NOT NULL`, set: changing });
    }
    const kept = videos.map((video) => video.videoId);
    await tx.delete(w).where(and(eq(w.playlistId, playlistId), kept.length ? notInArray(w.videoId, kept) : undefined));
    const sync = { category, lastAttemptAt: now, lastSuccessAt: now, lastError: null, videoCount: videos.length };
    await tx
      .insert(s)
      .values({ playlistId, ...sync })
      .onConflictDoUpdate({ target: s.playlistId, set: sync });
  });
}

async function recordFailure(
  deps: AppDeps,
  category: NonNullable<typeof w.$inferSelect.category>,
  playlistId: string,
  message: string,
): Promise<void> {
  const now = deps.now();
  await deps.db
    .insert(s)
    .values({ playlistId, category, lastAttemptAt: now, lastError: message })
    .onConflictDoUpdate({ target: s.playlistId, set: { lastAttemptAt: now, lastError: message } });
}

/**
 * The background refresh of the training-video playlists: each configured playlist is read from the
 * provider and copied into the webinars table. A failure is recorded, and the pages serve the stored
 * videos of that category until a read works again; it never reaches a visitor.
 */
export async function syncVideoPlaylists(deps: AppDeps): Promise<PlaylistSyncReport> {
  const report: PlaylistSyncReport = { synced: 0, failed: 0 };
  const videos = deps.config.videos;
  if (!videos) return report;
  for (const { category, playlistId } of videos.playlists) {
    try {
      await storePlaylist(deps, category, playlistId, await fetchPlaylistVideos(videos.apiUrl, videos.apiKey, playlistId));
      report.synced += 1;
    } catch (error) {
      if (!(error instanceof VideoProviderError)) throw error;
      await recordFailure(deps, category, playlistId, error.message);
      report.failed += 1;
    }
  }
  return report;
}
