import { z } from "zod";

/** One video of a playlist, as far as the education pages need it. */
export interface PlaylistVideo {
  videoId: string;
  title: string;
  description: string;
  thumbnailUrl: string;
  publishedAt: Date;
  position: number;
}

export class VideoProviderError extends Error {}

const thumbnail = z.object({ url: z.string() });
const item = z.object({
  snippet: z.object({
    title: z.string(),
    description: z.string().default(""),
    position: z.number().int().default(0),
    publishedAt: z.string().optional(),
    thumbnails: z.record(z.string(), thumbnail).default({}),
    resourceId: z.object({ videoId: z.string().optional() }).default({}),
  }),
  contentDetails: z.object({ videoId: z.string().optional(), videoPublishedAt: z.string().optional() }).default({}),
});
const page = z.object({ items: z.array(item).default([]), nextPageToken: z.string().optional() });

/** Pages read per playlist (50 videos each): enough for a training channel, bounded for a runaway one. */
const MAX_PAGES = 10;
const TIMEOUT_MS = 10_000;
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The videos of a playlist from the provider's public data API (YouTube Data API v3 `playlistItems`).
 * Private and deleted entries (no published date, or no thumbnail) are left out. Any failure — the
 * network, a status, an answer of another shape — is a VideoProviderError.
 */
export async function fetchPlaylistVideos(apiUrl: string, apiKey: string, playlistId: string): Promise<PlaylistVideo[]> {
  const videos: PlaylistVideo[] = [];
  let pageToken: string | undefined;
  for (let n = 0; n < MAX_PAGES; n++) {
    const url = new URL(`${apiUrl}/playlistItems`);
    url.search = new URLSearchParams({
      part: "snippet,contentDetails",
      maxResults: "50",
      playlistId,
      key: apiKey,
      ...(pageToken ? { pageToken } : {}),
    }).toString();
    let body: unknown;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: "application/json" } });
      if (!response.ok) throw new VideoProviderError(`the video provider answered ${response.status} for playlist ${playlistId}`);
      body = await response.json();
    } catch (error) {
      throw error instanceof VideoProviderError
        ? error
        : new VideoProviderError(`the video provider could not be reached: ${(error as Error).message}`);
    }
    const parsed = page.safeParse(body);
    if (!parsed.success) throw new VideoProviderError(`the video provider's answer for playlist ${playlistId} was not a playlist`);
    for (const entry of parsed.data.items) {
      const videoId = entry.contentDetails.videoId ?? entry.snippet.resourceId.videoId ?? "";
      const published = entry.contentDetails.videoPublishedAt ?? entry.snippet.publishedAt;
      const thumbs = entry.snippet.thumbnails;
      const picture = thumbs.high ?? thumbs.medium ?? thumbs.default;
      if (!VIDEO_ID.test(videoId) || !published || !picture) continue;
      videos.push({
        videoId,
        title: entry.snippet.title,
        description: entry.snippet.description,
        thumbnailUrl: picture.url,
        publishedAt: new Date(published),
        position: entry.snippet.position,
      });
    }
    pageToken = parsed.data.nextPageToken;
    if (!pageToken) break;
  }
  return videos;
}
