/** The software training page's video categories, course modules and trial plan. */
/** Video categories of docs/business-rules.md#entities (ShortVideo, LongVideo, TA) as they are presented to visitors. */
export const videoCategories = [
  {
    category: "ShortVideo",
    title: "Short videos",
    length: "2 to 6 minutes",
    text: "One task per video: add a symbol to a watchlist, save a layout, set an alert. Watch one, then do it straight away.",
  },
  {
    category: "LongVideo",
    title: "Long walkthroughs",
    length: "30 to 75 minutes",
    text: "A presenter works through a whole area of the software from start to finish, explaining the settings and the reasons behind them.",
  },
  {
    category: "TA",
    title: "Technical analysis in Investar",
    length: "15 to 45 minutes",
    text: "A technical analysis idea — a pattern, an indicator, a setup — explained and then applied with Investar's tools on real charts.",
  },
] as const;

export interface Module {
  id: string;
  title: string;
  intro: string;
  short: string[];
  walkthrough: string;
  edition?: string;
}

export const modules: Module[] = [
  {
    id: "installing",
    title: "Installing and activating",
    intro:
      "Get Investar running on your Windows computer and signed in with your user id. This module also covers moving to a new computer and what your licence type means for using more than one.",
    short: [
      "Downloading and running the setup",
      "Signing in and checking your plan",
      "Allowing Investar through your antivirus and firewall",
      "Moving Investar to a new computer",
    ],
    walkthrough: "First day with Investar: from the download to your first saved chart, including the settings worth changing on day one.",
  },
  {
    id: "data",
    title: "Downloading and managing data",
    intro:
      "End-of-day data for NSE, BSE, NSE F&O, MCX and NCDEX arrives through the built-in downloader. Learn to keep it current, catch up after a break and add intraday data if your plan includes it.",
    short: [
      "Running the daily data update",
      "Downloading a range of missed days",
      "Adding intraday data with a data add-on",
      "Checking a symbol's history after a split or bonus",
    ],
    walkthrough:
      "How Investar's data works: exchanges, segments, symbol lists, adjustments for corporate actions, and fixing a failed update.",
  },
  {
    id: "layouts",
    title: "Chart layouts",
    intro:
      "Arrange the screen the way you think. Standard and Pro show up to six chart windows together, so you can watch several symbols or one symbol across several timeframes.",
    short: [
      "Switching between candlestick, bar and line charts",
      "Linking windows to one symbol in different timeframes",
      "Saving and reloading a layout",
      "Templates for indicators you always use",
    ],
    walkthrough: "Building a morning-review workspace: watchlists, a six-window layout and templates you can reuse every day.",
  },
  {
    id: "drawing",
    title: "Drawing tools",
    intro:
      "Trendlines, channels, Fibonacci retracements, horizontal levels and annotations — plus Investar's automatic support/resistance and trendlines, and how to compare them with your own drawings.",
    short: [
      "Drawing and extending a trendline",
      "Fibonacci retracement from swing low to swing high",
      "Turning automatic levels and trendlines on and off",
      "Editing and removing drawings",
    ],
    walkthrough:
      "Marking up a chart the way an analyst does, from the weekly chart down to the daily, with automatic levels as a second opinion.",
    edition: "Lite includes 8 drawing tools; Standard and Pro include 35+.",
  },
  {
    id: "scans",
    title: "Scans",
    intro:
      "Run ready-made scans for breakouts, candlestick and classical patterns, indicator crossovers and volume surges over a whole exchange or your own watchlist, then step through the results chart by chart.",
    short: [
      "Running a scan on a watchlist or a whole segment",
      "Reading the results list and opening charts from it",
      "Changing a scan's timeframe",
      "Saving favourite scans",
    ],
    walkthrough:
      "An evening scanning routine: which scans to run after the close, how to narrow a long list and what to write down for the next day.",
    edition: "Lite includes 18 scans; Standard and Pro include 190+. Multi-timeframe scans are in Pro.",
  },
  {
    id: "alerts",
    title: "Alerts",
    intro:
      "Let Investar watch the market for you. Set alerts on a price level, a drawn line or a scan, and be told when a symbol qualifies instead of checking charts all day.",
    short: ["Price alerts on a level", "Alerts on a trendline break", "Scan alerts for a watchlist", "Managing and clearing alerts"],
    walkthrough: "Building a small alert system around a trading plan, so that alerts prompt a decision rather than a reaction.",
  },
  {
    id: "screener",
    title: "Screener",
    intro:
      "Combine technical and fundamental conditions — price, indicators, volume, valuation and growth figures — into one custom screen and save it for reuse.",
    short: [
      "Adding technical conditions to a screen",
      "Adding fundamental filters",
      "Sorting and exporting screener results",
      "Saving and reusing a screen",
    ],
    walkthrough: "From an idea to a screen: building, testing and refining a screener for quality stocks in an uptrend.",
    edition: "The custom screener is part of Investar Pro.",
  },
  {
    id: "query-language",
    title: "Query language",
    intro:
      "When the ready-made scans are not quite what you want, the query language lets you write your own conditions — for example, the close above its 50-day average while RSI(14) crosses above 50 on rising volume.",
    short: [
      "Writing your first condition",
      "Combining conditions with AND and OR",
      "Comparing values across timeframes",
      "Turning a query into a saved scan",
    ],
    walkthrough: "Translating a written trading rule into a query, step by step, and checking that it finds what you expect.",
    edition: "The query language is part of Investar Pro.",
  },
  {
    id: "portfolio",
    title: "Portfolio management",
    intro:
      "Record your holdings and trades to see your position sizes, gains and losses, and how much of your capital sits in each stock and sector.",
    short: [
      "Adding holdings and transactions",
      "Recording buys and sells as you trade",
      "Reading profit, loss and allocation reports",
      "Reviewing closed trades",
    ],
    walkthrough: "A monthly portfolio review: allocation, concentration, winners and losers, and the notes that improve the next month.",
  },
];

export const trialPlan = [
  { day: "Day 1", text: "Install, sign in and run the first data download. Watch the installing and data short videos." },
  { day: "Day 2", text: "Build a layout for your watchlist and save it. Try the automatic support/resistance and trendlines." },
  { day: "Day 3", text: "Run five scans after the market closes and open every result. Note which ones made sense." },
  { day: "Day 4", text: "Set price and scan alerts on the symbols you noted yesterday." },
  { day: "Day 5", text: "Build one screen in the Pro screener and write one rule in the query language." },
  { day: "Day 6", text: "Enter your current holdings in the portfolio and look at the allocation report." },
  { day: "Day 7", text: "Watch one long walkthrough on the area you use most, then choose the plan that fits." },
];
