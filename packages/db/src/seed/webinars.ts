import { statSync } from "node:fs";
import type { Executor } from "../client.ts";
import { webinarMaterials, webinars } from "../schema/webinars.ts";

const DAY_MS = 86_400_000;
const BASICS = "basics-of-technical-analysis";

/** 7 pm India time (13:30 UTC), `days` days after `from`: the hour the vendor's live sessions run. */
function eveningAfter(from: Date, days: number): Date {
  const day = new Date(from.getTime() + days * DAY_MS);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 13, 30));
}

const indiaDate = (instant: Date) => new Date(instant.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);

/**
 * Files the demo webinars point at, shipped beside this module and copied into the file store on first
 * start (the recording is a 6-second WebM made with ffmpeg's test pattern, the notes a one-page PDF).
 */
export const demoWebinarFiles = [
  {
    key: "demo/webinars/webinar-recording.webm",
    path: new URL("./files/webinar-recording.webm", import.meta.url).pathname,
    contentType: "video/webm",
  },
  {
    key: "demo/webinars/session-notes.pdf",
    path: new URL("./files/session-notes.pdf", import.meta.url).pathname,
    contentType: "application/pdf",
  },
  {
    key: "demo/webinars/practice-watchlist.csv",
    path: new URL("./files/practice-watchlist.csv", import.meta.url).pathname,
    contentType: "text/csv; charset=utf-8",
  },
] as const;

const [recording, notes, watchlist] = demoWebinarFiles;

const presenter = {
  name: "Rahul Deshmukh",
  about: "Rahul has analysed Indian equities for twelve years and leads Investar's training team. He teaches method, not tips.",
};
const hindiPresenter = {
  name: "Priya Sharma",
  about: "Priya trades NSE F&O and has taught supply and demand trading in Hindi to thousands of new traders.",
};

type WebinarRow = typeof webinars.$inferInsert;

/** Three upcoming sessions on each side of the free-webinar limit (₹500 / $7), one of them in Hindi, and a software training. */
function upcoming(now: Date): WebinarRow[] {
  return [
    {
      title: "Basics of Technical Analysis",
      level: "Beginner",
      language: "English",
      dateTime: eveningAfter(now, 7),
      durationMinutes: 90,
      presenter: presenter.name,
      aboutPresenter: presenter.about,
      description:
        "Read a price chart with confidence: candlesticks, timeframes, support and resistance, trend, and why every trade needs a stop-loss.",
      prerequisite: "None. A computer and curiosity are enough.",
      series: BASICS,
      seatLimit: 500,
      joinUrl: "https://meet.investarindia.com/basics-of-technical-analysis",
    },
    {
      title: "Trading Supply and Demand Zones",
      level: "Intermediate",
      language: "Hindi",
      dateTime: eveningAfter(now, 14),
      durationMinutes: 120,
      presenter: hindiPresenter.name,
      aboutPresenter: hindiPresenter.about,
      description:
        "Supply and demand zones explained in Hindi: how they form, how to mark them, and how to plan entries, stops and targets around them.",
      prerequisite: "The Basics of Technical Analysis, or equivalent experience.",
      inrAmount: 499_00,
      usdAmount: 6_00,
      isPaidWebinar: true,
      seatLimit: 200,
      joinUrl: "https://meet.investarindia.com/supply-demand-hindi",
    },
    {
      title: "Options Strategies Masterclass",
      level: "Expert",
      language: "English",
      dateTime: eveningAfter(now, 21),
      durationMinutes: 150,
      presenter: presenter.name,
      aboutPresenter: presenter.about,
      description:
        "Spreads, straddles and iron condors on NSE F&O: choosing a strategy from the chart, sizing it and managing it to expiry.",
      prerequisite: "The Intermediate level; a working knowledge of options.",
      inrAmount: 2999_00,
      usdAmount: 39_00,
      isPaidWebinar: true,
      discount: 20,
      discountEndDate: indiaDate(eveningAfter(now, 10)),
      seatLimit: 100,
      joinUrl: "https://meet.investarindia.com/options-masterclass",
    },
    {
      track: "software",
      category: "LongVideo",
      title: "Getting started with Investar (live)",
      level: "Beginner",
      language: "English",
      dateTime: eveningAfter(now, 5),
      durationMinutes: 60,
      presenter: presenter.name,
      aboutPresenter: presenter.about,
      description:
        "A live walkthrough for new users: installing, the first data download, a saved layout and your first scan, with questions at the end.",
      prerequisite: "Investar installed (the free trial is enough).",
      joinUrl: "https://meet.investarindia.com/getting-started",
    },
  ];
}

/** Two past sessions with a recording and materials. */
function past(now: Date): WebinarRow[] {
  const withRecording = {
    recordingKey: recording.key,
    recordingType: recording.contentType,
    recordingSize: statSync(recording.path).size,
    recordingUploadedAt: now,
    status: "ended" as const,
  };
  return [
    {
      title: "Basics of Technical Analysis: Candlestick Patterns",
      level: "Beginner",
      language: "English",
      dateTime: eveningAfter(now, -7),
      durationMinutes: 90,
      presenter: presenter.name,
      aboutPresenter: presenter.about,
      description: "Doji, hammer, engulfing and star patterns, and why where a pattern appears matters more than its shape.",
      series: BASICS,
      ...withRecording,
    },
    {
      title: "Support and Resistance in Practice",
      level: "Intermediate",
      language: "Hindi",
      dateTime: eveningAfter(now, -14),
      durationMinutes: 75,
      presenter: hindiPresenter.name,
      aboutPresenter: hindiPresenter.about,
      description:
        "Marking the levels that matter on real NSE charts, and comparing them with Investar's automatic support and resistance.",
      ...withRecording,
    },
  ];
}

/**
 * Training videos across the three categories. The ids are the demo's own: an operator replaces them in
 * /admin/webinars or configures the provider's playlists (YOUTUBE_API_KEY), which then take their place.
 */
function videos(now: Date): WebinarRow[] {
  const video = (
    category: "ShortVideo" | "LongVideo" | "TA",
    title: string,
    videoId: string,
    durationMinutes: number,
    description: string,
    daysAgo: number,
  ): WebinarRow => ({
    track: "software",
    isVideo: true,
    category,
    title,
    videoId,
    durationMinutes,
    description,
    level: category === "LongVideo" ? "Intermediate" : "Beginner",
    language: "English",
    dateTime: new Date(now.getTime() - daysAgo * DAY_MS),
    thumbnailUrl: `/education/thumbnails/${category === "ShortVideo" ? "short-video" : category === "LongVideo" ? "long-video" : "technical-analysis"}.svg`,
    status: "ended",
  });
  return [
    video(
      "ShortVideo",
      "Running the daily data update",
      "Inv3stDat01",
      4,
      "Keep end-of-day data current with the built-in downloader.",
      30,
    ),
    video(
      "ShortVideo",
      "Saving and reloading a chart layout",
      "Inv3stLay02",
      3,
      "Arrange chart windows once and bring them back with one click.",
      28,
    ),
    video(
      "ShortVideo",
      "Setting a price alert",
      "Inv3stAlr03",
      2,
      "Let Investar watch a level for you and tell you when it is crossed.",
      25,
    ),
    video(
      "LongVideo",
      "First day with Investar",
      "Inv3stDay04",
      45,
      "From the download to your first saved chart, with the settings worth changing on day one.",
      60,
    ),
    video(
      "LongVideo",
      "An evening scanning routine",
      "Inv3stScn05",
      38,
      "Which scans to run after the close, how to narrow a long list and what to note for tomorrow.",
      45,
    ),
    video(
      "TA",
      "Automatic support and resistance",
      "Inv3stSup06",
      18,
      "How Investar finds levels automatically and how to compare them with your own lines.",
      20,
    ),
    video(
      "TA",
      "Multi-timeframe trend reading",
      "Inv3stTrd07",
      24,
      "Reading the weekly and daily charts together before a trade, with linked chart windows.",
      15,
    ),
  ];
}

/** Inserts the demo webinars, videos and materials; answers how many webinar rows it wrote. */
export async function seedWebinars(tx: Executor, now: Date): Promise<number> {
  const rows = [...upcoming(now), ...past(now), ...videos(now)];
  const inserted = await tx.insert(webinars).values(rows).returning({ id: webinars.id, recordingKey: webinars.recordingKey });
  const recorded = inserted.filter((row) => row.recordingKey !== null);
  await tx.insert(webinarMaterials).values(
    recorded.flatMap((row) => [
      {
        webinarId: row.id,
        fileName: "Session notes.pdf",
        fileKey: notes.key,
        contentType: notes.contentType,
        size: statSync(notes.path).size,
        uploadedAt: now,
      },
      {
        webinarId: row.id,
        fileName: "Practice watchlist.csv",
        fileKey: watchlist.key,
        contentType: watchlist.contentType,
        size: statSync(watchlist.path).size,
        uploadedAt: now,
      },
    ]),
  );
  return rows.length;
}
