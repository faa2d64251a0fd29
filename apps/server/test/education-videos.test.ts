import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { schema } from "@investar/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { syncVideoPlaylists } from "../src/features/webinars/services/sync-video-playlists.ts";
import { createTestApp, type TestApp } from "./support/test-app.ts";

/**
 * ADR 0017: training-video playlists come from the provider's data API (YouTube Data API v3 playlistItems,
 * here a loopback stand-in) when configured; while it fails the stored videos are served.
 */
type Mode = "up" | "down" | "garbage";
let mode: Mode = "up";
let playlist = [
  { id: "shortVid001", title: "Scanning for breakouts", position: 0 },
  { id: "shortVid002", title: "Linking chart windows", position: 1 },
  { id: "shortVid003", title: "Drawing a channel", position: 2 },
];
const requests: URL[] = [];

function answer(request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url!, "http://stand-in");
  requests.push(url);
  if (mode === "down") return void response.writeHead(503).end("backend error");
  if (mode === "garbage") return void response.writeHead(200, { "content-type": "application/json" }).end('{"kind":"youtube#error"');
  // Two pages, so the client has to follow nextPageToken; a private video has no thumbnails and is left out.
  const second = url.searchParams.get("pageToken") === "page2";
  const items = (second ? playlist.slice(2) : playlist.slice(0, 2)).map((video) => ({
    snippet: {
      title: video.title,
      description: `About ${video.title}`,
      position: video.position,
      thumbnails: { high: { url: `https://i.ytimg.com/vi/${video.id}/hqdefault.jpg` } },
      resourceId: { kind: "youtube#video", videoId: video.id },
    },
    contentDetails: { videoId: video.id, videoPublishedAt: "2026-01-05T10:00:00Z" },
  }));
  if (second)
    items.push({
      snippet: {
        title: "Private video",
        description: "",
        position: 9,
        thumbnails: {},
        resourceId: { kind: "youtube#video", videoId: "privateVid9" },
      },
      contentDetails: { videoId: "privateVid9" },
    } as never);
  response
    .writeHead(200, { "content-type": "application/json" })
    .end(JSON.stringify({ kind: "youtube#playlistItemListResponse", items, ...(second ? {} : { nextPageToken: "page2" }) }));
}

const standIn = createServer(answer);
let t: TestApp;

beforeAll(async () => {
  await new Promise<void>((resolve) => standIn.listen(0, "127.0.0.1", resolve));
  const { port } = standIn.address() as AddressInfo;
  t = await createTestApp({
    env: {
      YOUTUBE_API_KEY: "test-key",
      YOUTUBE_API_URL: `http://127.0.0.1:${port}/youtube/v3`,
      YOUTUBE_PLAYLISTS: "ShortVideo=PLshortVideos",
      YOUTUBE_REFRESH_SECONDS: "0",
    },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => standIn.close(() => resolve()));
});

const shortVideos = async () => {
  const res = await t.app.inject({ method: "GET", url: "/api/education/GetSoftwareTrainings?category=ShortVideo&isLiveWebinars=false" });
  expect(res.statusCode).toBe(200);
  return res.json() as { title: string; videoId: string; thumbnailUrl: string }[];
};

describe("training-video playlists", () => {
  it("reads the playlist in the background at start and serves its videos in playlist order", async () => {
    for (let tries = 0; (await t.db.select().from(schema.videoPlaylistSyncs)).length === 0; tries++) {
      if (tries > 200) throw new Error("the playlist was never read");
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const videos = await shortVideos();
    expect(videos.map((v) => v.title)).toEqual(["Scanning for breakouts", "Linking chart windows", "Drawing a channel"]);
    expect(videos[0]!.thumbnailUrl).toBe("https://i.ytimg.com/vi/shortVid001/hqdefault.jpg");
    expect(requests[0]!.pathname).toBe("/youtube/v3/playlistItems");
    expect(Object.fromEntries(requests[0]!.searchParams)).toMatchObject({
      part: "snippet,contentDetails",
      playlistId: "PLshortVideos",
      key: "test-key",
      maxResults: "50",
    });
    expect(requests.some((url) => url.searchParams.get("pageToken") === "page2")).toBe(true);
    // Categories without a playlist keep their stored videos.
    const long = (await t.app.inject({ method: "GET", url: "/api/education/GetSoftwareTrainings?category=LongVideo" })).json() as {
      title: string;
    }[];
    expect(long.map((v) => v.title)).toEqual(["An evening scanning routine", "First day with Investar"]);
  });

  it("serves the stored videos while the provider is down or answers nonsense, and the provider's again once it is back", async () => {
    for (const broken of ["down", "garbage"] as const) {
      mode = broken;
      expect(await syncVideoPlaylists(t.app.deps)).toEqual({ synced: 0, failed: 1 });
      expect((await shortVideos()).map((v) => v.title)).toEqual([
        "Setting a price alert",
        "Saving and reloading a chart layout",
        "Running the daily data update",
      ]);
    }
    mode = "up";
    playlist = playlist.filter((video) => video.id !== "shortVid002");
    expect(await syncVideoPlaylists(t.app.deps)).toEqual({ synced: 1, failed: 0 });
    expect((await shortVideos()).map((v) => v.title)).toEqual(["Scanning for breakouts", "Drawing a channel"]);
  });
});
