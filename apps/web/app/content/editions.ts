/**
 * The Investar editions (Lite, Basic, Standard, Pro), the data add-ons and the feature matrix.
 * The edition pages, the all-products page and the comparison table all read from here, so the
 * numbers quoted on one page cannot drift from another.
 */
import type { ChartKind } from "../components/charts/chart-kinds.ts";
import type { EditionSlug } from "./edition-slugs.ts";

export { editionSlugs, isEditionSlug, type EditionSlug } from "./edition-slugs.ts";

/** From the entry edition up; used for "what it adds over the previous edition" and table columns. */
export const editionLadder: readonly EditionSlug[] = ["lite", "basic", "standard", "pro"];

export interface EditionStat {
  value: string;
  label: string;
}

export interface EditionPoint {
  title: string;
  text: string;
}

export interface EditionFaq {
  question: string;
  answer: string;
}

export interface EditionContent {
  slug: EditionSlug;
  /** "Investar Pro" */
  name: string;
  /** "Pro" */
  shortName: string;
  /** Meta title and description. */
  title: string;
  description: string;
  heading: string;
  intro: string;
  /** One line for product cards. */
  tagline: string;
  /** Shown in the hero panel and on cards. */
  price: { amount: string; note: string; isFree: boolean };
  stats: EditionStat[];
  /** The illustration beside "what it adds". */
  chart: ChartKind;
  audience: EditionPoint[];
  features: EditionPoint[];
  /** What this edition adds over the one below it; for Lite, the reasons to move up. */
  step: { heading: string; intro: string; points: string[] };
  data: { intro: string; points: string[] };
  faqs: EditionFaq[];
}

function stats(...pairs: Array<[value: string, label: string]>): EditionStat[] {
  return pairs.map(([value, label]) => ({ value, label }));
}

/** Title → text, in the order written. */
function points(texts: Record<string, string>): EditionPoint[] {
  return Object.entries(texts).map(([title, text]) => ({ title, text }));
}

/** Question → answer, in the order written. */
function faqs(answers: Record<string, string>): EditionFaq[] {
  return Object.entries(answers).map(([question, answer]) => ({ question, answer }));
}

/** The end-of-day coverage and data add-ons that Standard and Pro share. */
const addOnEditionData = [
  "NSE and BSE equities and indices, end of day, with the full history we hold",
  "NSE futures and options, MCX and NCDEX commodity futures, end of day",
  "Optional intraday NSE cash and NSE F&O data, at 5-minute or 1-minute intervals",
  "Optional real-time NSE cash and NSE F&O data",
  "Optional Nifty special data for Nifty and Bank Nifty traders",
];

export const editions: Record<EditionSlug, EditionContent> = {
  lite: {
    slug: "lite",
    name: "Investar Lite",
    shortName: "Lite",
    title: "Investar Lite: free charting software for NSE, BSE and MCX | Investar",
    description:
      "Free Windows charting for Indian markets: 12 indicators, 8 drawing tools, 18 scans and 5 years of end-of-day history for NSE, BSE, NSE F&O, MCX and NCDEX.",
    heading: "Investar Lite: free charting for Indian markets",
    intro:
      "Lite is the free edition of Investar. It gives you clean end-of-day charts, a starter set of indicators and scans, and five years of history for all five exchanges we cover, with no subscription and no time limit.",
    tagline: "Free end-of-day charting for learning and light use.",
    price: { amount: "Free", note: "No card, no time limit", isFree: true },
    stats: stats(["12", "indicators"], ["8", "drawing tools"], ["18", "ready scans"], ["5 yrs", "end-of-day history"]),
    chart: "overview",
    audience: points({
      "New investors learning to read charts":
        "A small, well-chosen toolset makes it easier to understand what each indicator is telling you before you add more to the screen.",
      "Long-term investors who check a few stocks a week":
        "Follow your holdings on daily and weekly charts, keep watchlists and track a portfolio without paying for tools you would not use.",
      "Anyone who has finished the free trial":
        "When your 7-day trial ends, the software carries on as Lite. Your watchlists, drawings and portfolio stay exactly where you left them.",
    }),
    features: points({
      "12 core indicators":
        "Moving averages, RSI, MACD, Bollinger Bands, Supertrend and other staples, set to the parameters most traders use, so the numbers match what you read in books and newsletters.",
      "8 drawing tools":
        "Trendlines, horizontal levels, channels, Fibonacci retracements, rectangles and text notes. Drawings are saved with the chart and are there the next time you open it.",
      "18 ready scans":
        "After the close, find 52-week highs and lows, moving-average crossovers, volume surges and gap openings across the whole exchange in a few seconds.",
      "Five exchanges, five years":
        "End-of-day prices for NSE, BSE, NSE F&O, MCX and NCDEX, with five years of history: enough to see the major trends and turning points of the recent past.",
      "Watchlists and a portfolio":
        "Keep up to three watchlists and one portfolio with average cost, current value and gain or loss worked out from the latest closing prices.",
      "The same program as the paid editions":
        "Lite is the full Investar program with some features switched off. Upgrading is a licence change: there is nothing new to install and nothing to migrate.",
    }),
    step: {
      heading: "When to move up from Lite",
      intro: "Lite is meant to stay useful, not to nag you. These are the usual signs that a paid edition will save you time:",
      points: [
        "You want to change indicator settings, for example a 21-day RSI instead of 14, or your own moving-average periods (Basic and above).",
        "You want to see two or more charts side by side, such as a stock against the Nifty (Basic has two-chart layouts, Standard and Pro six).",
        "You run the same scan every evening and want more of them: Basic has 60+, Standard and Pro 190+.",
        "You would like support, resistance and trendlines found for you, or alerts when a scan condition is met (Standard and above).",
        "You trade intraday and need 5-minute, 1-minute or real-time data (add-ons for Standard and Pro).",
      ],
    },
    data: {
      intro: "Lite downloads the same exchange data as the paid editions; only the depth of history differs.",
      points: [
        "NSE equities and indices, end of day",
        "BSE equities and indices, end of day",
        "NSE futures and options, end of day",
        "MCX and NCDEX commodity futures, end of day",
        "Five years of daily history, with weekly and monthly charts built from it",
        "Prices adjusted for splits and bonus issues, so charts do not show false gaps",
      ],
    },
    faqs: faqs({
      "Is Lite really free?":
        "Yes. There is no card to enter and no expiry date. You need a free Investar account so the software can log in and download data, and that is all.",
      "Can I change indicator settings in Lite?":
        "No. In Lite the 12 indicators use fixed, widely used parameters, such as RSI over 14 periods and MACD at 12, 26 and 9. Basic, Standard and Pro let you change every parameter and save your own templates.",
      "Does Lite include intraday data?":
        "No. Lite works with end-of-day data. The intraday and real-time data add-ons are available with Standard and Pro subscriptions.",
      "What happens to my work if I upgrade later?":
        "Nothing is lost. Watchlists, drawings and your portfolio are kept, and the extra features appear as soon as your subscription is active.",
    }),
  },

  basic: {
    slug: "basic",
    name: "Investar Basic",
    shortName: "Basic",
    title: "Investar Basic: end-of-day charting with the core indicators | Investar",
    description:
      "Investar Basic adds adjustable indicators, 60+ scans, two-chart layouts and 10 years of end-of-day history for NSE, BSE, NSE F&O, MCX and NCDEX.",
    heading: "Investar Basic: the core toolkit for end-of-day traders",
    intro:
      "Basic is for people who have outgrown Lite but do not need automatic analysis yet. You get the indicators and scans most swing and positional traders use every day, with your own settings, and twice the history.",
    tagline: "End-of-day charting with the core indicators and scans, your way.",
    price: { amount: "Entry-level plan", note: "Monthly, quarterly and annual prices are on the pricing page", isFree: false },
    stats: stats(["30+", "indicators"], ["15", "drawing tools"], ["60+", "ready scans"], ["10 yrs", "end-of-day history"]),
    chart: "scan",
    audience: points({
      "Part-time swing and positional traders":
        "You look at the market after work, plan trades for the next few days or weeks, and want a dependable set of tools rather than every tool there is.",
      "Investors who want their own settings":
        "If you follow a 50- and 200-day moving-average system or a 21-day RSI, Basic lets you set the parameters once and save them as a template.",
      "Lite users ready for the next step":
        "Basic keeps everything familiar from Lite and removes its limits, at the lowest price of the paid editions.",
    }),
    features: points({
      "30+ indicators with adjustable parameters":
        "Trend, momentum, volatility and volume indicators, each with settings you can change, colour and save. Overlay several on one chart or stack them in panes below it.",
      "15 drawing tools":
        "Everything in Lite plus parallel channels, Fibonacci extensions, Andrews' pitchfork, price-range and date-range measures, and arrows for marking your entries and exits.",
      "60+ ready scans":
        "Breakouts from recent ranges, indicator crossovers, overbought and oversold readings, common candlestick patterns and volume conditions, run across a whole exchange or one watchlist.",
      "Two-chart layouts":
        "Put a stock beside its sector index or the Nifty, or the daily chart beside the weekly, and keep both in step as you move through your watchlist.",
      "Chart templates":
        "Save a set of indicators, settings and colours as a template and apply it to any chart with one click, so every chart you open looks the way you work.",
      "Unlimited watchlists and portfolios":
        "Organise stocks by theme, by strategy or by account, and track as many portfolios as you need, with key company ratios a click away.",
    }),
    step: {
      heading: "What Basic adds over Lite",
      intro: "Basic removes the limits that matter most once you use charts regularly:",
      points: [
        "Over 30 indicators instead of 12, and every parameter can be changed",
        "15 drawing tools instead of 8",
        "More than 60 ready scans instead of 18",
        "10 years of end-of-day history instead of 5",
        "Two charts side by side in one layout",
        "Saved chart templates",
        "Unlimited watchlists and portfolios, instead of three watchlists and one portfolio",
        "Additional licences, if you want Investar on a second computer",
      ],
    },
    data: {
      intro:
        "Basic covers all five exchanges at end of day. For intraday or real-time data, choose Standard or Pro and add the data you need.",
      points: [
        "NSE and BSE equities and indices, end of day",
        "NSE futures and options, end of day",
        "MCX and NCDEX commodity futures, end of day",
        "Ten years of daily history, with weekly and monthly charts built from it",
        "Prices adjusted for splits and bonus issues",
      ],
    },
    faqs: faqs({
      "How much does Basic cost?":
        "Basic is the lowest-priced paid edition. Current monthly, quarterly and annual prices, together with any running offers, are listed on the pricing page. Longer billing periods cost less per month.",
      "Can I add intraday data to Basic?":
        "No. Basic is an end-of-day edition. If you want 5-minute, 1-minute or real-time data, Standard and Pro both accept every data add-on.",
      "Can I move from Basic to Standard or Pro during my subscription?":
        "Yes. Change your plan from My Subscription at any time. The cost of the change is worked out at checkout and takes into account the time left on your current plan.",
      "Does Basic include automatic support and resistance?":
        "No. Automatic support and resistance, automatic trendlines and scan alerts start with Standard. Basic gives you the drawing tools to mark those levels yourself.",
    }),
  },

  standard: {
    slug: "standard",
    name: "Investar Standard",
    shortName: "Standard",
    title: "Investar Standard: 65+ indicators, 190+ scans, auto support and resistance | Investar",
    description:
      "Investar Standard: 65+ indicators, 35+ drawing tools, 6-window layouts, 190+ scans and automatic support, resistance and trendlines. From {{Standard/month}} per month, paid quarterly.",
    heading: "Investar Standard: complete technical analysis for active traders",
    intro:
      "Standard is the full technical-analysis toolkit: more than 65 indicators, 190+ scans and six-chart layouts, with support, resistance and trendlines drawn for you on every chart. It is our most popular edition.",
    tagline: "The complete charting and scanning toolkit, with automatic support, resistance and trendlines.",
    price: { amount: "From {{Standard/month}}", note: "per month, paid quarterly", isFree: false },
    stats: stats(["65+", "indicators"], ["35+", "drawing tools"], ["190+", "ready scans"], ["6", "chart windows"]),
    chart: "support-resistance",
    audience: points({
      "Active swing and positional traders":
        "You review dozens of charts a day and want the levels, trendlines and scan results ready when you sit down, not an hour later.",
      "Intraday traders in NSE cash and F&O":
        "Add a 5-minute, 1-minute or real-time data add-on and use the same indicators, scans and automatic studies on intraday charts.",
      "Serious investors":
        "Combine technical timing with ten years of company financials, and track every holding with the chart one click away.",
    }),
    features: points({
      "Automatic support and resistance":
        "Investar finds the price zones where buying or selling has repeatedly turned the market and draws them on the chart, then updates them as new bars arrive.",
      "Automatic trendlines":
        "Meaningful swing highs and lows are connected into trendlines and channels on any timeframe, so you see the structure of a chart at a glance.",
      "65+ indicators, 35+ drawing tools":
        "From moving averages and oscillators to Ichimoku, Keltner channels, pivot points and Gann tools, with every parameter adjustable and saved in templates.",
      "190+ scans and scan alerts":
        "Ready scans for breakouts, reversals, candlestick and indicator setups. Mark the ones you care about and Investar alerts you when a stock qualifies.",
      "Six-window chart layouts":
        "Build workspaces with up to six linked charts: one stock on several timeframes, or a sector leader beside its peers. Layouts are saved and restored as you left them.",
      "Fundamentals beside the chart":
        "Ten years of financial statements and ratios for listed companies, with fundamental filters you can run before checking the technical picture.",
    }),
    step: {
      heading: "What Standard adds over Basic",
      intro: "Standard is where Investar starts doing part of the analysis for you:",
      points: [
        "Automatic support and resistance levels on every chart",
        "Automatic trendlines and channels",
        "Scan alerts when a stock meets the conditions of a scan you follow",
        "65+ indicators instead of 30+, and 35+ drawing tools instead of 15",
        "190+ ready scans instead of 60+",
        "Six-window chart layouts instead of two",
        "Heikin-Ashi and Renko charts",
        "Ten years of company financials and fundamental filters",
        "The full end-of-day history we hold, instead of ten years",
        "Access to every intraday and real-time data add-on",
      ],
    },
    data: {
      intro: "Standard includes end-of-day data for all five exchanges and accepts every data add-on.",
      points: [...addOnEditionData, "Ten years of annual financial statements for listed companies"],
    },
    faqs: faqs({
      "How are the automatic support and resistance levels found?":
        "Investar looks for prices where the market has turned more than once, using swing highs and lows and the volume traded around them, and ranks the levels by how often and how recently they held. They are reference levels that help you plan, not predictions.",
      "Is {{Standard/month}} per month the price I pay?":
        "{{Standard/month}} is the effective monthly price of Standard on a quarterly plan, so the quarter is billed in one payment. For payments in rupees, GST at 18% is added at checkout. Monthly and annual prices are on the pricing page.",
      "Which data add-ons work with Standard?":
        "All of them: intraday NSE cash and NSE F&O at 5-minute or 1-minute intervals, real-time NSE cash and F&O, and the Nifty special data. You can add or remove an add-on when you renew.",
      "Do scan alerts work when Investar is closed?":
        "Alerts are checked by the desktop program, so Investar needs to be running. With end-of-day data the scans are checked after each data download; with an intraday add-on they are checked as new bars arrive.",
    }),
  },

  pro: {
    slug: "pro",
    name: "Investar Pro",
    shortName: "Pro",
    title: "Investar Pro: custom screener, multi-timeframe scans and buy/sell signals | Investar",
    description:
      "Everything in Standard plus a custom screener, multi-timeframe scans, a scan query language, automatic buy/sell signals, classical patterns and supply and demand zones. From {{Pro/month}} per month, paid quarterly.",
    heading: "Investar Pro: build your own scans, see every signal",
    intro:
      "Pro is everything in Standard plus the tools system traders ask for: a custom screener, multi-timeframe scans, a query language for your own rules, and automatic buy/sell signals, classical chart patterns and supply and demand zones.",
    tagline: "Everything in Standard, plus your own screens, multi-timeframe scans and automatic signals and patterns.",
    price: { amount: "From {{Pro/month}}", note: "per month, paid quarterly", isFree: false },
    stats: stats(["65+", "indicators"], ["190+", "ready scans"], ["Custom", "screener and queries"], ["Auto", "signals and patterns"]),
    chart: "signals",
    audience: points({
      "System traders":
        "You trade written rules and want to test them across the market every day, without exporting data to a spreadsheet or writing code.",
      "Traders who work across timeframes":
        "You take trades only when the weekly trend, the daily setup and the intraday trigger agree, and want one scan that checks all three.",
      "Busy professionals":
        "Automatic signals, patterns and zones give you a short, reasoned list to review in the evening, instead of paging through hundreds of charts.",
    }),
    features: points({
      "Custom screener":
        "Combine price, volume, indicator and fundamental conditions into your own screens, save them, and run them across any exchange, index or watchlist.",
      "Multi-timeframe scans":
        "Ask for stocks above their weekly 30-period average, with a daily breakout and, with an intraday add-on, a bullish 15-minute close, all in a single scan.",
      "Scan query language":
        "Write conditions in a readable language: compare any two series, test crossovers, look back a set number of bars and combine rules with and, or and not. No programming background needed.",
      "Automatic buy and sell signals":
        "Rule-based signals marked on the chart, each with a suggested stop-loss level and the reason it fired, so you can judge it against your own plan.",
      "Automatic classical patterns":
        "Head and shoulders, double tops and bottoms, triangles, flags, wedges, cup and handle and more, outlined on the chart as they form, and scannable across the market.",
      "Supply and demand zones":
        "The price areas where strong moves began are shaded on the chart, and redrawn as they are tested, so you can see where orders are likely to be waiting.",
    }),
    step: {
      heading: "What Pro adds over Standard",
      intro: "Pro keeps every feature of Standard and adds:",
      points: [
        "A custom screener that combines technical and fundamental conditions",
        "Multi-timeframe scans that test monthly, weekly, daily and intraday conditions together",
        "A query language for writing and saving your own scan rules",
        "Automatic buy and sell signals with stop-loss levels",
        "Automatic detection of classical chart patterns",
        "Supply and demand zones",
      ],
    },
    data: {
      intro:
        "Pro includes the same end-of-day coverage as Standard and accepts every data add-on; multi-timeframe scans use intraday data when you have it.",
      points: [...addOnEditionData, "Ten years of annual financial statements, usable in the custom screener"],
    },
    faqs: faqs({
      "Are the buy and sell signals investment advice?":
        "No. Signals are produced by fixed rules applied to price and volume data. They show you where a setup has occurred; they do not know your capital, your risk or the news. No software can guarantee profits, so use signals with your own judgement and a stop-loss.",
      "Do I need to know programming to use the query language?":
        "No. Queries read much like the sentence you would use to describe the setup, and you can start from any of the 190+ ready scans and change it rather than writing from scratch.",
      "Can multi-timeframe scans include intraday timeframes?":
        "Yes, when you have an intraday data add-on for the segment you are scanning. Without one, multi-timeframe scans work across daily, weekly and monthly data.",
      "Is the free trial the Pro edition?":
        "Yes. The 7-day free trial unlocks every Pro feature with end-of-day data, so you can try the screener, signals and patterns before you decide.",
    }),
  },
};

/** Data add-ons, grouped by segment. Available with Standard and Pro subscriptions. */
export interface DataAddOn {
  /** A group's heading, not an add-on's name in the catalogue: it is translated like the rest (features.allProducts.addOns). */
  title: string;
  summary: string;
  variants: string[];
}

export const dataAddOns: DataAddOn[] = [
  {
    title: "Intraday NSE Cash",
    summary: "Intraday bars for NSE stocks and indices, refreshed through the trading session.",
    variants: ["5-minute data", "1-minute data"],
  },
  {
    title: "Intraday NSE F&O",
    summary: "Intraday bars for NSE stock and index futures and options, for traders who work inside the day.",
    variants: ["5-minute data", "1-minute data"],
  },
  {
    title: "Real-time data",
    summary: "Live prices streamed into the software, so the latest bar, your indicators and your alerts update as trades happen.",
    variants: ["Real-time NSE Cash", "Real-time NSE F&O"],
  },
  {
    title: "Nifty special",
    summary: "A focused, lower-cost package for Nifty and Bank Nifty traders: the indices with their futures and options.",
    variants: ["5-minute data", "1-minute data", "Real-time Nifty"],
  },
];

/** A cell of the comparison table: true/false for included/not included, or a short text. */
export type ComparisonValue = boolean | string;

export interface ComparisonRow {
  feature: string;
  values: Record<EditionSlug, ComparisonValue>;
}

export interface ComparisonGroup {
  heading: string;
  rows: ComparisonRow[];
}

function row(
  feature: string,
  lite: ComparisonValue,
  basic: ComparisonValue,
  standard: ComparisonValue,
  pro: ComparisonValue,
): ComparisonRow {
  return { feature, values: { lite, basic, standard, pro } };
}

export const comparisonGroups: ComparisonGroup[] = [
  {
    heading: "Charting",
    rows: [
      row("Technical indicators", "12, fixed settings", "30+, adjustable", "65+, adjustable", "65+, adjustable"),
      row("Drawing tools", "8", "15", "35+", "35+"),
      row("Charts in one layout", "1", "2", "6", "6"),
      row("Line, bar and candlestick charts", true, true, true, true),
      row("Daily, weekly and monthly charts", true, true, true, true),
      row("Heikin-Ashi and Renko charts", false, false, true, true),
      row("Saved chart templates", false, true, true, true),
    ],
  },
  {
    heading: "Scans and screening",
    rows: [
      row("Ready-made scans", "18", "60+", "190+", "190+"),
      row("Scan alerts", false, false, true, true),
      row("Custom screener", false, false, false, true),
      row("Multi-timeframe scans", false, false, false, true),
      row("Scan query language", false, false, false, true),
    ],
  },
  {
    heading: "Automatic analysis",
    rows: [
      row("Auto support and resistance", false, false, true, true),
      row("Auto trendlines", false, false, true, true),
      row("Supply and demand zones", false, false, false, true),
      row("Auto buy and sell signals", false, false, false, true),
      row("Auto classical patterns", false, false, false, true),
    ],
  },
  {
    heading: "Fundamentals and portfolio",
    rows: [
      row("Key company ratios", true, true, true, true),
      row("Ten years of financial statements", false, false, true, true),
      row("Fundamental filters", false, false, true, true),
      row("Watchlists", "Up to 3", "Unlimited", "Unlimited", "Unlimited"),
      row("Portfolios", "1", "Unlimited", "Unlimited", "Unlimited"),
    ],
  },
  {
    heading: "Data",
    rows: [
      row("End-of-day data: NSE, BSE, NSE F&O, MCX, NCDEX", true, true, true, true),
      row("End-of-day history", "5 years", "10 years", "Full history", "Full history"),
      row("Intraday and real-time add-ons", false, false, true, true),
    ],
  },
  {
    heading: "Licences and support",
    rows: [
      row("Additional licences for more computers", false, true, true, true),
      row("Support", "Email", "Email and phone", "Email and phone", "Email and phone"),
    ],
  },
];
