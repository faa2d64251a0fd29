/**
 * The lists of the technical analysis feature catalogue (/investar/technical-analysis-features). English pages show
 * them as written here; a translated page reads each text from the `features` catalogue by its path
 * (`features.analysis.studies.2.bullets.1`, contentTreeIn), and apps/web/test/content-catalogues.test.ts holds the
 * English catalogue to this file.
 */
import type { ChartKind } from "../components/charts/chart-kinds.ts";

export interface Highlight {
  title: string;
  text: string;
  to: string;
}

export const highlights: Highlight[] = [
  {
    title: "Auto support/resistance",
    text: "Levels found from clusters of swing highs and lows, with the number of touches shown on each.",
    to: "/tour/auto-support-resistance",
  },
  {
    title: "Auto trendlines",
    text: "Rising and falling trendlines and their channels, drawn by fixed rules and redrawn as prices move.",
    to: "/tour/auto-trendlines",
  },
  {
    title: "Supply/demand zones",
    text: "The bases that launched strong moves, shaded and extended until the price comes back to test them.",
    to: "/tour/auto-support-resistance",
  },
  {
    title: "Auto buy/sell signals",
    text: "Rule-based signals on the bar that triggered, each buy paired with a stop-loss level.",
    to: "/tour/buy-sell-signal-software",
  },
  {
    title: "Scan alerts",
    text: "Turn any scan into an alert and hear only about stocks that have newly qualified.",
    to: "/tour/alerts",
  },
  {
    title: "Auto classical patterns",
    text: "Double tops and bottoms, head and shoulders, triangles and more, with necklines and targets.",
    to: "/tour/auto-trendlines",
  },
  {
    title: "65+ indicators",
    text: "Trend, momentum, volatility and volume studies with adjustable parameters in Standard and Pro.",
    to: "/tour/technical-analysis-software",
  },
  {
    title: "190+ scans",
    text: "Ready scans for breakouts, patterns, crossovers and volume, run across a whole exchange in one pass.",
    to: "/tour/stock-screener-software",
  },
];

export interface Study {
  chart: ChartKind;
  heading: string;
  paragraphs: string[];
  bullets: string[];
  to: string;
  linkLabel: string;
}

export const studies: Study[] = [
  {
    chart: "support-resistance",
    heading: "Auto support and resistance",
    paragraphs: [
      "Investar marks swing highs and lows, groups those that sit within a narrow band of each other and draws a level wherever a group has been touched at least twice. Levels above the price are shown as resistance, levels below as support, and each carries its touch count so you can judge how well tested it is.",
    ],
    bullets: ["Recalculated on every new bar", "Works on stocks, indices, futures and commodities", "Usable in scans and as alert levels"],
    to: "/tour/auto-support-resistance",
    linkLabel: "Tour: auto support and resistance",
  },
  {
    chart: "trendlines",
    heading: "Auto trendlines and channels",
    paragraphs: [
      "From a significant swing low, Investar finds the steepest line that keeps every later low above it, then draws the parallel line through the highs to complete the channel. Falling trendlines are drawn over the highs in the same way. The bar on which the price first closes beyond the line is flagged.",
    ],
    bullets: [
      "Same rules on every chart and timeframe",
      "Channel shows the trend's normal range",
      "Trendline alerts follow the line over time",
    ],
    to: "/tour/auto-trendlines",
    linkLabel: "Tour: auto trendlines",
  },
  {
    chart: "supply-demand",
    heading: "Supply and demand zones",
    paragraphs: [
      "A zone is the tight base from which the price last left in a hurry: demand below the price, where buyers overwhelmed sellers, and supply above it, where the opposite happened. Zones are shaded from the base to the right edge of the chart so you can see the next visit coming.",
    ],
    bullets: ["Band of prices rather than a single line", "Extended until tested", "Pairs naturally with signals and stop-losses"],
    to: "/tour/auto-support-resistance",
    linkLabel: "Read more about levels and zones",
  },
  {
    chart: "signals",
    heading: "Auto buy and sell signals",
    paragraphs: [
      "Signals are drawn on the bar where a rule-based setup triggered, with the indicators or levels behind them visible on the chart. Every buy comes with a stop-loss from the recent price structure. Some signal strategies have recorded success rates of up to 83% on historical data, depending on the strategy, instrument and timeframe; past results are not a promise of future profit.",
    ],
    bullets: ["Visible reason for every signal", "Stop-loss for position sizing", "Scans for fresh signals across the market"],
    to: "/tour/buy-sell-signal-software",
    linkLabel: "Tour: buy and sell signals",
  },
  {
    chart: "patterns",
    heading: "Auto classical patterns",
    paragraphs: [
      "Investar recognises the chart patterns that technical analysts have used for generations and outlines them for you: the two lows of a double bottom, the shoulders and head of a head and shoulders, converging triangle boundaries. The neckline, the breakout bar and a measured target are drawn with the pattern.",
    ],
    bullets: ["Reversal and continuation patterns", "Neckline, breakout and measured target", "Pattern scans across an exchange"],
    to: "/tour/auto-trendlines",
    linkLabel: "Tour: trendlines and patterns",
  },
  {
    chart: "alerts",
    heading: "Price, trendline and scan alerts",
    paragraphs: [
      "Alerts check a condition for you: a close above or below a level, a close beyond a trendline, or a new stock entering a scan. With end-of-day data they are evaluated after each daily update; with an intraday or real-time data add-on for NSE cash or F&O they can trigger during the session.",
    ],
    bullets: [
      "Alerts on any automatic or hand-drawn level",
      "Scan alerts over a whole exchange or a watchlist",
      "Fewer hours in front of the screen",
    ],
    to: "/tour/alerts",
    linkLabel: "Tour: alerts",
  },
];

/** An indicator family: what it measures, and the indicators a trader knows it by. */
export interface IndicatorFamily {
  title: string;
  purpose: string;
  examples: string[];
}

export const indicatorFamilies: IndicatorFamily[] = [
  {
    title: "Trend",
    purpose: "Which way the market is going and how firmly.",
    examples: ["Simple, exponential and weighted moving averages", "MACD", "Supertrend", "Parabolic SAR", "ADX and DMI", "Ichimoku"],
  },
  {
    title: "Momentum",
    purpose: "Whether a move is gaining or losing force.",
    examples: ["RSI", "Stochastic", "Rate of change", "Williams %R", "CCI", "Momentum"],
  },
  {
    title: "Volatility",
    purpose: "How far prices usually travel, for stops and targets.",
    examples: ["Bollinger Bands", "Average true range", "Keltner channels", "Standard deviation", "Donchian channels"],
  },
  {
    title: "Volume",
    purpose: "Whether participation confirms the price move.",
    examples: ["Volume with its average", "On-balance volume", "Money flow index", "Accumulation/distribution", "Chaikin money flow"],
  },
  {
    title: "Price levels",
    purpose: "Reference prices that many traders watch.",
    examples: ["Pivot points", "Previous high and low", "52-week high and low", "Price envelopes"],
  },
];

export const drawingTools = [
  "Trendline and ray",
  "Parallel channel",
  "Horizontal and vertical line",
  "Fibonacci retracement",
  "Fibonacci extension",
  "Fibonacci fan and time zones",
  "Gann fan",
  "Andrews' pitchfork",
  "Rectangle",
  "Arrow and callout",
  "Text note",
];

/** The points beside "Charts and layouts". */
export const layoutPoints = [
  "Layouts of up to six chart windows",
  "Watchlists to step through symbols one chart at a time",
  "Indicators on the price panel or in panels of their own",
  "Zoom and scroll through years of history",
];

/** A cell of the edition table: a text, or true/false for the comparison table's "Included"/"Not included". */
export type LimitValue = string | boolean;

export interface EditionLimit {
  feature: string;
  lite: LimitValue;
  standard: LimitValue;
  pro: LimitValue;
}

function limit(feature: string, lite: LimitValue, standard: LimitValue, pro: LimitValue): EditionLimit {
  return { feature, lite, standard, pro };
}

/** Key feature limits of Lite, Standard and Pro; prices are copy prices, filled from the catalogue in effect. */
export const editionLimits: EditionLimit[] = [
  limit("Indicators", "12, fixed parameters", "65+", "65+"),
  limit("Drawing tools", "8", "35+", "35+"),
  limit("Ready scans", "18", "190+", "190+"),
  limit("Multi-chart layouts", false, "Up to 6 windows", "Up to 6 windows"),
  limit("Custom screener and query language", false, false, true),
  limit("Multi-timeframe scans", false, false, true),
  limit("Price", "Free", "From {{Standard/month}}/month, paid quarterly", "From {{Pro/month}}/month, paid quarterly"),
];

export interface DataCoverage {
  segment: string;
  data: string;
}

const everyEdition = "End-of-day data in every edition";
const intradayToo = `${everyEdition}; intraday add-ons at 5-minute and 1-minute intervals, or real-time`;

export const dataCoverage: DataCoverage[] = [
  { segment: "NSE equities and indices", data: intradayToo },
  { segment: "NSE F&O", data: intradayToo },
  { segment: "Nifty", data: "Special intraday packages at 5-minute and 1-minute intervals, and real-time Nifty" },
  { segment: "BSE equities", data: everyEdition },
  { segment: "MCX commodity futures", data: everyEdition },
  { segment: "NCDEX commodity futures", data: everyEdition },
];

/** Everything above, as one record: the page translates it in one pass (contentTreeIn, prefix features.analysis). */
export const analysisFeatures = { highlights, studies, indicatorFamilies, drawingTools, layoutPoints, editionLimits, dataCoverage };
