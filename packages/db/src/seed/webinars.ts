import { statSync } from "node:fs";
import type { Executor } from "../client.ts";
import { webinarMaterials, webinars } from "../schema/webinars.ts";
import { trainingVideos } from "./training-videos.ts";

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
      titleHi: "टेक्निकल एनालिसिस की बुनियादी बातें",
      descriptionHi: "प्राइस चार्ट भरोसे के साथ पढ़ना सीखें: कैंडलस्टिक, टाइमफ़्रेम, सपोर्ट और रेज़िस्टेंस, ट्रेंड, और यह कि हर ट्रेड में स्टॉप-लॉस क्यों ज़रूरी है।",
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
      titleHi: "सप्लाई और डिमांड ज़ोन में ट्रेडिंग",
      descriptionHi: "सप्लाई और डिमांड ज़ोन हिंदी में: ये कैसे बनते हैं, चार्ट पर इन्हें कैसे मार्क करें, और इनके आस-पास एंट्री, स्टॉप और टारगेट की योजना कैसे बनाएँ।",
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
      titleHi: "ऑप्शन स्ट्रैटेजी मास्टरक्लास",
      descriptionHi: "NSE F&O पर स्प्रेड, स्ट्रैडल और आयरन कोंडोर: चार्ट देखकर स्ट्रैटेजी चुनना, उसका साइज़ तय करना और एक्सपायरी तक उसे संभालना।",
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
      titleHi: "Investar की शुरुआत (लाइव)",
      descriptionHi: "नए यूज़र्स के लिए लाइव वॉकथ्रू: इंस्टॉल करना, पहला डेटा डाउनलोड, सेव किया हुआ लेआउट और आपका पहला स्कैन — आख़िर में सवाल-जवाब।",
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
      titleHi: "टेक्निकल एनालिसिस की बुनियादी बातें: कैंडलस्टिक पैटर्न",
      descriptionHi: "डोजी, हैमर, एनगल्फ़िंग और स्टार पैटर्न — और यह कि पैटर्न कहाँ बना, यह उसकी शक्ल से ज़्यादा मायने क्यों रखता है।",
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
      titleHi: "सपोर्ट और रेज़िस्टेंस: असली चार्ट पर",
      descriptionHi: "असली NSE चार्ट पर काम के लेवल मार्क करना, और उन्हें Investar के ऑटोमैटिक सपोर्ट और रेज़िस्टेंस से मिलाकर देखना।",
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

/** Inserts the demo webinars, videos and materials; answers how many webinar rows it wrote. */
export async function seedWebinars(tx: Executor, now: Date): Promise<number> {
  const rows = [...upcoming(now), ...past(now), ...trainingVideos(now)];
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
