import type { ContentSection } from "./tours.ts";

export const seoTopicSlugs = [
  "best-technical-analysis-software-india",
  "nse-charting-software",
  "intraday-trading-software",
  "mcx-commodity-charting-software",
] as const;
export type SeoTopicSlug = (typeof seoTopicSlugs)[number];

export interface SeoTopic {
  linkLabel: string;
  title: string;
  description: string;
  heading: string;
  intro: string;
  sections: ContentSection[];
}

export function isSeoTopicSlug(value: string | undefined): value is SeoTopicSlug {
  return seoTopicSlugs.includes(value as SeoTopicSlug);
}

export const seoTopics: Record<SeoTopicSlug, SeoTopic> = {
  "best-technical-analysis-software-india": {
    linkLabel: "Best technical analysis software in India",
    title: "Choosing technical analysis software in India | Investar",
    description: "What to look for in technical analysis software for NSE and BSE: data, indicators, scans, automation and support.",
    heading: "How to choose technical analysis software in India",
    intro: "A practical checklist for traders comparing charting programs for Indian markets.",
    sections: [],
  },
  "nse-charting-software": {
    linkLabel: "NSE charting software",
    title: "NSE charting software with end-of-day and intraday data | Investar",
    description: "Charts for every NSE stock, index and F&O contract with end-of-day and intraday data.",
    heading: "NSE charting software",
    intro: "Every NSE stock, index and derivative contract, charted with clean data.",
    sections: [],
  },
  "intraday-trading-software": {
    linkLabel: "Intraday trading software",
    title: "Intraday trading software for NSE cash and F&O | Investar",
    description: "Five-minute and one-minute charts, intraday scans and signals for NSE cash and F&O traders.",
    heading: "Intraday trading software",
    intro: "Tools for traders who open and close positions the same day.",
    sections: [],
  },
  "mcx-commodity-charting-software": {
    linkLabel: "MCX commodity charting",
    title: "MCX and NCDEX commodity charting software | Investar",
    description: "Charts, indicators and scans for MCX and NCDEX commodity futures.",
    heading: "Commodity charting for MCX and NCDEX",
    intro: "Gold, crude, base metals and agricultural futures, charted and scanned.",
    sections: [],
  },
};
