import { and, asc, desc, eq, inArray, isNull, ne } from "drizzle-orm";
import { VIDEO_CATEGORIES, type VideoCategory } from "@investar/core";
import { schema } from "@investar/db";
import type { AppDeps } from "../../../deps.ts";
import { listLiveSessions, type WebinarListQuery } from "./list-technical-analysis-webinars.ts";
import { webinarViews, type WebinarView } from "./webinar-view.ts";

/**
 * The playlist whose copied videos stand in for a category's stored ones: configured, and its last sync
 * worked. While the provider fails (or without a key) the stored videos are served.
 */
async function healthyPlaylists(deps: AppDeps): Promise<Map<VideoCategory, string>> {
  const configured = deps.config.videos?.playlists ?? [];
  if (configured.length === 0) return new Map();
  const s = schema.videoPlaylistSyncs;
  const syncs = await deps.db
    .select()
    .from(s)
    .where(
      inArray(
        s.playlistId,
        configured.map((p) => p.playlistId),
      ),
    );
  const healthy = new Set(syncs.filter((sync) => sync.lastSuccessAt !== null && sync.lastError === null).map((sync) => sync.playlistId));
  return new Map(configured.filter((p) => healthy.has(p.playlistId)).map((p) => [p.category, p.playlistId]));
}

/** Training videos of the categories asked for, each from its playlist copy or the stored ones. */
async function listVideos(deps: AppDeps, categories: readonly VideoCategory[], query: WebinarListQuery): Promise<WebinarView[]> {
  const playlists = await healthyPlaylists(deps);
  const w = schema.webinars;
  const views: WebinarView[] = [];
  for (const category of categories) {
    const playlistId = playlists.get(category);
    const rows = await deps.db
      .select()
      .from(w)
      .where(
        and(
          eq(w.isVideo, true),
          eq(w.category, category),
          ne(w.status, "cancelled"),
          playlistId ? eq(w.playlistId, playlistId) : isNull(w.playlistId),
        ),
      )
      .orderBy(...(playlistId ? [asc(w.position)] : [desc(w.dateTime), asc(w.id)]));
    views.push(...(await webinarViews(deps, rows, query.caller, query.currency)));
  }
  return views;
}

/**
 * GET education/GetSoftwareTrainings: with isLiveWebinars the upcoming live software trainings (of the
 * category, when one is given), otherwise the training videos of the category (all three without one).
 */
export async function listSoftwareTrainings(
  deps: AppDeps,
  category: VideoCategory | null,
  query: WebinarListQuery,
): Promise<WebinarView[]> {
  if (query.isLive) return listLiveSessions(deps, "software", query, (row) => category === null || row.category === category);
  return listVideos(deps, category ? [category] : VIDEO_CATEGORIES, query);
}
