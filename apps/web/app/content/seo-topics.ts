import { isSlugOf, type ContentPageText } from "./content-page.ts";

export const seoTopicSlugs = [
  "best-technical-analysis-software-india",
  "nse-charting-software",
  "intraday-trading-software",
  "mcx-commodity-charting-software",
] as const;
export type SeoTopicSlug = (typeof seoTopicSlugs)[number];

export interface SeoTopic extends ContentPageText {
  linkLabel: string;
}

export function isSeoTopicSlug(value: string | undefined): value is SeoTopicSlug {
  return isSlugOf(seoTopicSlugs, value);
}

/**
 * Link labels only. Menus and footers should import these (not `seoTopics`) so the page
 * content is not bundled into every page's JavaScript.
 */
export const seoTopicLinkLabels: Record<SeoTopicSlug, string> = {
  "best-technical-analysis-software-india": "Best technical analysis software in India",
  "nse-charting-software": "NSE charting software",
  "intraday-trading-software": "Intraday trading software",
  "mcx-commodity-charting-software": "MCX commodity charting",
};

export const seoTopics: Record<SeoTopicSlug, SeoTopic> = {
  "best-technical-analysis-software-india": {
    linkLabel: seoTopicLinkLabels["best-technical-analysis-software-india"],
    title: "Choosing technical analysis software in India | Investar",
    description:
      "What to look for in technical analysis software for NSE and BSE: data, indicators, scans, automation, cost and support. A practical checklist.",
    heading: "How to choose technical analysis software in India",
    intro:
      "There is no single best program for everyone, but there are clear questions that separate a tool you will use every day from one you will abandon in a month. Here is the checklist we would use ourselves.",
    chart: "overview",
    sections: [
      {
        heading: "1. Start with the data",
        paragraphs: [
          "Charts are only as good as the prices behind them. Check which segments are covered (NSE and BSE cash, NSE F&O, MCX and NCDEX commodities), how much history is available, and whether prices are adjusted for splits and bonus issues so that old charts do not show false gaps.",
          "Decide honestly whether you need intraday data. Positional and swing traders can work well from end-of-day prices; intraday traders need 5-minute or 1-minute bars, or a real-time feed. Paying for real-time data you never use is a common and avoidable cost.",
        ],
        bullets: [
          "Which exchanges and segments are included",
          "How many years of daily history",
          "Adjustment for corporate actions",
          "End-of-day, delayed intraday or real-time, and what each costs",
        ],
      },
      {
        heading: "2. Tools you will actually use",
        paragraphs: [
          "A list of 300 indicators looks impressive, but most traders rely on a dozen. What matters more is that the common ones are there with adjustable settings, that several can be shown at once, and that drawing tools such as trendlines, channels and Fibonacci retracements are quick to use and stay attached to the chart.",
          "Automation is where programs differ most. Software that finds support and resistance levels, trendlines, supply and demand zones and chart patterns for you saves hours a week and applies the same rules every time. Look at how the automatic studies are drawn: you should be able to see why a level is where it is.",
        ],
        chart: "support-resistance",
      },
      {
        heading: "3. Scanning decides how much ground you cover",
        paragraphs: [
          "No one can look at every chart every day. A screener with well-made ready scans lets you go from several thousand symbols to a short list in minutes; the ability to write your own conditions, and to combine timeframes, matters once your method is settled.",
          "Check whether scans can become alerts, so that new matches come to you, and whether results open directly into charts.",
        ],
        chart: "scan",
      },
      {
        heading: "4. Be careful with performance claims",
        paragraphs: [
          "Any vendor can show a winning trade. Ask how a success rate was measured, over which period, on which instruments and with which exit rules, and remember that past results do not predict future ones. We quote a success rate of up to 83% for some of Investar's signal strategies on historical data; we also say plainly that no strategy avoids losses and that stop-losses exist for a reason.",
          "Software that makes a method clear and consistent is valuable. Software that promises profits should make you cautious.",
        ],
      },
      {
        heading: "5. Cost, trial and support",
        paragraphs: [
          "Try before you pay: a trial long enough to use the program through a few market sessions tells you more than any feature table. Investar offers a 7-day free trial of every feature, a free Lite edition with 12 indicators, 8 drawing tools, 18 scans and five years of end-of-day data, and paid editions from {{Standard/month}} a month on quarterly billing.",
          "Finally, look at who stands behind the software. A vendor that has served Indian traders for 15 years, publishes its version history and offers training is more likely to be there when you need help.",
        ],
      },
    ],
  },
  "nse-charting-software": {
    linkLabel: seoTopicLinkLabels["nse-charting-software"],
    title: "NSE charting software with end-of-day and intraday data | Investar",
    description:
      "Charts for NSE stocks, indices and F&O contracts with end-of-day data included and 5-minute, 1-minute and real-time data available as add-ons.",
    heading: "NSE charting software",
    intro:
      "NSE stocks, indices and derivative contracts, charted from clean data with automatic levels, trendlines and signals on every chart.",
    chart: "trendlines",
    sections: [
      {
        heading: "The whole NSE, in one program",
        paragraphs: [
          "Investar charts NSE equities and indices from end-of-day data that is included with every edition, alongside BSE, MCX and NCDEX. Derivative traders get NSE F&O contracts in the same window, so the future and its underlying stock can sit side by side in a multi-chart layout.",
          "Daily data is updated after the close, which is all a positional trader needs. For those who trade within the day, intraday add-ons provide NSE cash and NSE F&O bars at 5-minute and 1-minute intervals, real-time data, and special Nifty packages.",
        ],
        bullets: [
          "NSE equities and indices, end of day, in every edition",
          "NSE F&O contracts for futures and options traders",
          "NSE cash and F&O intraday: 5-minute, 1-minute or real-time add-ons",
          "Nifty-only intraday packages for index traders",
        ],
      },
      {
        heading: "Charts that do more than plot prices",
        paragraphs: [
          "Every NSE chart can show automatic support and resistance, trendlines and channels, supply and demand zones, classical patterns and buy and sell signals. The Standard and Pro editions add 65+ indicators, 35+ drawing tools and layouts of up to six charts.",
          "A typical evening routine takes a few minutes: run a scan on NSE equities, step through the matches with the automatic studies already drawn, and set alerts on the two or three that are close to a decision.",
        ],
        chart: "patterns",
      },
      {
        heading: "Indices, sectors and the market's mood",
        paragraphs: [
          "Charting the Nifty and sector indices first gives context to every stock chart that follows. A stock breaking out while its sector index is also turning up is a different proposition from one fighting a falling sector.",
          "The same automatic levels and trendlines work on indices as on stocks, so the support that matters for the Nifty is drawn for you before the session opens.",
        ],
        chart: "overview",
      },
    ],
  },
  "intraday-trading-software": {
    linkLabel: seoTopicLinkLabels["intraday-trading-software"],
    title: "Intraday trading software for NSE cash and F&O | Investar",
    description: "Five-minute, one-minute and real-time charts, intraday scans, signals and alerts for NSE cash and F&O traders.",
    heading: "Intraday trading software",
    intro:
      "Tools for traders who open and close positions in the same session: short-timeframe charts for NSE cash and F&O, with signals, stop-losses and alerts that keep pace.",
    chart: "signals",
    sections: [
      {
        heading: "Choose the data that matches your trading",
        paragraphs: [
          "Intraday trading needs intraday data, and Investar lets you buy only what you use. Add-ons are available for NSE cash and NSE F&O at 5-minute and 1-minute intervals, as real-time feeds, and as special Nifty packages for traders who concentrate on the index.",
          "Five-minute bars suit traders who hold positions for an hour or two and want fewer, cleaner signals. One-minute bars and real-time data suit those who scalp short moves and are at the screen for most of the session.",
        ],
        bullets: [
          "NSE Cash 5-minute and 1-minute",
          "NSE F&O 5-minute and 1-minute",
          "Real-time data for NSE cash and F&O",
          "Nifty special packages at 5 and 1 minute, and real-time Nifty",
        ],
      },
      {
        heading: "Signals and stop-losses on short timeframes",
        paragraphs: [
          "The same rule-based buy and sell signals that positional traders use on daily charts work on intraday bars, each with a stop-loss taken from the recent price structure. On short timeframes a pre-set stop matters even more: moves are quick, and a decision made in advance is better than one made under pressure.",
          "Signals, levels and zones are aids to a method, not a promise of profit. Intraday trading, especially in derivatives, is risky, and many traders lose money. Limit the risk on each trade and each day.",
        ],
        chart: "supply-demand",
      },
      {
        heading: "Let the software watch the market",
        paragraphs: [
          "During the session, alerts on levels, trendlines and scans tell you when something you were waiting for has happened, so you are not glued to a dozen charts at once. Multi-chart layouts of up to six windows let you keep the Nifty, a future and its underlying stock in view together.",
          "Preparation still happens before the open: mark the day's key levels from the daily chart, note the stocks on your watchlist that are near support or resistance, and set alerts on them.",
        ],
        chart: "alerts",
      },
    ],
  },
  "mcx-commodity-charting-software": {
    linkLabel: seoTopicLinkLabels["mcx-commodity-charting-software"],
    title: "MCX and NCDEX commodity charting software | Investar",
    description:
      "End-of-day charts, indicators, automatic levels and scans for MCX and NCDEX commodity futures, in the same program as your NSE and BSE charts.",
    heading: "Commodity charting for MCX and NCDEX",
    intro:
      "Bullion, energy, base metals and agricultural futures, charted with the same tools you use for stocks and kept in the same program.",
    chart: "supply-demand",
    sections: [
      {
        heading: "MCX and NCDEX alongside your equities",
        paragraphs: [
          "End-of-day data for MCX and NCDEX commodity futures is included in every Investar edition, including the free Lite edition with five years of daily history. There is no separate program to learn and no second login: a gold chart opens the same way as a chart of a bank stock.",
          "Commodity traders often follow equities too, and the reverse is increasingly true. Having both in one program makes it simple to compare, for example, a metal's trend with the shares of the companies that produce it.",
        ],
        bullets: [
          "MCX: bullion, energy and base metal futures",
          "NCDEX: agricultural commodity futures",
          "Daily, weekly and monthly charts from end-of-day data",
          "The same indicators, drawing tools and scans as for stocks",
        ],
      },
      {
        heading: "Levels and zones suit commodity markets",
        paragraphs: [
          "Commodity prices react strongly to global news and then often return to the same areas, which makes support, resistance and supply and demand zones especially useful. Investar draws them automatically, together with trendlines and classical patterns, so the structure of a volatile market is visible at a glance.",
          "Futures contracts have expiries; when you study longer trends, check that you are looking at a continuous history rather than a single contract's short life.",
        ],
        chart: "support-resistance",
      },
      {
        heading: "Scans and alerts across commodities",
        paragraphs: [
          "Run any scan over MCX or NCDEX to find breakouts, pattern formations and indicator signals, and turn the ones you rely on into alerts. Commodity trends can run for months; an alert on the level that would confirm a new trend saves checking charts every day while you wait.",
          "As with any leveraged product, commodity futures can move sharply against a position. Use a stop-loss and a position size that fits your capital.",
        ],
        chart: "alerts",
      },
    ],
  },
};
