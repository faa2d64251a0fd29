import type { ChartKind } from "../components/charts/chart-kinds.ts";

export const tourSlugs = [
  "technical-analysis-software",
  "fundamental-analysis-software",
  "stock-screener-software",
  "portfolio-management-software",
  "auto-support-resistance",
  "auto-trendlines",
  "buy-sell-signal-software",
  "alerts",
] as const;
export type TourSlug = (typeof tourSlugs)[number];

export interface ContentSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
  chart?: ChartKind;
}

export interface TourContent {
  menuLabel: string;
  title: string;
  description: string;
  heading: string;
  intro: string;
  chart: ChartKind;
  sections: ContentSection[];
}

export function isTourSlug(value: string | undefined): value is TourSlug {
  return tourSlugs.includes(value as TourSlug);
}

export const tours: Record<TourSlug, TourContent> = {
  "technical-analysis-software": {
    menuLabel: "Technical analysis software",
    title: "Technical analysis software for NSE, BSE and MCX | Investar",
    description: "Charting, 65+ indicators, 190+ scans and automatic support, resistance and trendlines for Indian markets in one Windows desktop program.",
    heading: "Technical analysis software built for Indian markets",
    intro: "Investar brings charts, indicators, scans and automatic studies for NSE, BSE, NSE F&O, MCX and NCDEX into one fast Windows program.",
    chart: "overview",
    sections: [],
  },
  "fundamental-analysis-software": {
    menuLabel: "Fundamental analysis software",
    title: "Fundamental analysis software | Investar",
    description: "Screen Indian companies on earnings, debt, margins and valuation, then confirm the timing on the chart.",
    heading: "Fundamental analysis beside your charts",
    intro: "Ten years of financial statements for listed Indian companies, ready to screen and compare.",
    chart: "fundamentals",
    sections: [],
  },
  "stock-screener-software": {
    menuLabel: "Stock screener",
    title: "Stock screener software with 190+ scans | Investar",
    description: "Run 190+ ready scans or build your own across the whole NSE and BSE universe in seconds.",
    heading: "A stock screener that runs on your desktop",
    intro: "Scan thousands of stocks for breakouts, patterns and indicator signals in seconds.",
    chart: "scan",
    sections: [],
  },
  "portfolio-management-software": {
    menuLabel: "Portfolio management",
    title: "Portfolio management software | Investar",
    description: "Track holdings, realised and unrealised gains, and the technical picture of every stock you own.",
    heading: "Portfolio management for active investors",
    intro: "See what you own, what it has earned and what the chart says about it, in one place.",
    chart: "portfolio",
    sections: [],
  },
  "auto-support-resistance": {
    menuLabel: "Auto support and resistance",
    title: "Automatic support and resistance levels | Investar",
    description: "Investar finds support and resistance levels for you and redraws them as prices move.",
    heading: "Support and resistance, drawn for you",
    intro: "The levels where buyers and sellers stepped in before, found automatically on every chart.",
    chart: "support-resistance",
    sections: [],
  },
  "auto-trendlines": {
    menuLabel: "Auto trendlines",
    title: "Automatic trendlines | Investar",
    description: "Automatic trendlines connect meaningful highs and lows on any timeframe.",
    heading: "Trendlines that draw themselves",
    intro: "Investar connects swing highs and lows into trendlines and channels, and alerts you when they break.",
    chart: "trendlines",
    sections: [],
  },
  "buy-sell-signal-software": {
    menuLabel: "Buy/sell signals",
    title: "Buy and sell signal software | Investar",
    description: "Clear buy and sell signals with stop-loss levels, for intraday and positional trades.",
    heading: "Buy and sell signals with a plan attached",
    intro: "Signals that come with an entry, a stop-loss and a reason you can see on the chart.",
    chart: "signals",
    sections: [],
  },
  alerts: {
    menuLabel: "Scan alerts",
    title: "Stock alerts and scan alerts | Investar",
    description: "Get alerted when a stock crosses a level, breaks a trendline or appears in a scan.",
    heading: "Alerts so you don't have to watch the screen",
    intro: "Set price, trendline and scan alerts once and let Investar watch the market for you.",
    chart: "alerts",
    sections: [],
  },
};
