import { webinars } from "../schema/webinars.ts";

const DAY_MS = 86_400_000;

type WebinarRow = typeof webinars.$inferInsert;

/**
 * Training videos across the three categories. The ids are the demo's own: an operator replaces them in
 * /admin/webinars or configures the provider's playlists (YOUTUBE_API_KEY), which then take their place. Each has
 * its title and description in Hindi too (docs/adr/0062-hindi-content-texts.md).
 */
export function trainingVideos(now: Date): WebinarRow[] {
  const video = (
    category: "ShortVideo" | "LongVideo" | "TA",
    title: string,
    videoId: string,
    durationMinutes: number,
    description: string,
    daysAgo: number,
    hindi: { title: string; description: string },
  ): WebinarRow => ({
    track: "software",
    isVideo: true,
    category,
    title,
    titleHi: hindi.title,
    videoId,
    durationMinutes,
    description,
    descriptionHi: hindi.description,
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
      { title: "रोज़ का डेटा अपडेट चलाना", description: "बिल्ट-इन डाउनलोडर से एंड-ऑफ़-डे डेटा अप-टू-डेट रखें।" },
    ),
    video(
      "ShortVideo",
      "Saving and reloading a chart layout",
      "Inv3stLay02",
      3,
      "Arrange chart windows once and bring them back with one click.",
      28,
      { title: "चार्ट लेआउट सेव करना और दोबारा खोलना", description: "चार्ट विंडो एक बार सजाएँ और एक क्लिक में वापस लाएँ।" },
    ),
    video(
      "ShortVideo",
      "Setting a price alert",
      "Inv3stAlr03",
      2,
      "Let Investar watch a level for you and tell you when it is crossed.",
      25,
      { title: "प्राइस अलर्ट लगाना", description: "किसी लेवल पर नज़र रखने का काम Investar को दें — लेवल पार होते ही वह आपको बता देगा।" },
    ),
    video(
      "LongVideo",
      "First day with Investar",
      "Inv3stDay04",
      45,
      "From the download to your first saved chart, with the settings worth changing on day one.",
      60,
      { title: "Investar के साथ पहला दिन", description: "डाउनलोड से लेकर आपके पहले सेव किए चार्ट तक, और वे सेटिंग्स जिन्हें पहले ही दिन बदल लेना अच्छा है।" },
    ),
    video(
      "LongVideo",
      "An evening scanning routine",
      "Inv3stScn05",
      38,
      "Which scans to run after the close, how to narrow a long list and what to note for tomorrow.",
      45,
      {
        title: "शाम को स्कैन करने का रूटीन",
        description: "मार्केट बंद होने के बाद कौन-से स्कैन चलाएँ, लंबी लिस्ट को छोटा कैसे करें, और कल के लिए क्या नोट करें।",
      },
    ),
    video(
      "TA",
      "Automatic support and resistance",
      "Inv3stSup06",
      18,
      "How Investar finds levels automatically and how to compare them with your own lines.",
      20,
      { title: "ऑटोमैटिक सपोर्ट और रेज़िस्टेंस", description: "Investar लेवल अपने-आप कैसे ढूँढता है, और उन्हें अपनी खींची लाइनों से कैसे मिलाएँ।" },
    ),
    video(
      "TA",
      "Multi-timeframe trend reading",
      "Inv3stTrd07",
      24,
      "Reading the weekly and daily charts together before a trade, with linked chart windows.",
      15,
      { title: "कई टाइमफ़्रेम में ट्रेंड पढ़ना", description: "ट्रेड से पहले वीकली और डेली चार्ट साथ-साथ पढ़ना, लिंक की हुई चार्ट विंडो के साथ।" },
    ),
  ];
}
