import { isSlugOf, type ContentPageText } from "./content-page.ts";

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

export type { ContentSection } from "./content-page.ts";

export interface TourContent extends ContentPageText {
  menuLabel: string;
}

export function isTourSlug(value: string | undefined): value is TourSlug {
  return isSlugOf(tourSlugs, value);
}

/**
 * Link labels only. Menus and footers should import these (not `tours`) so the page
 * content is not bundled into every page's JavaScript.
 */
export const tourMenuLabels: Record<TourSlug, string> = {
  "technical-analysis-software": "Technical analysis software",
  "fundamental-analysis-software": "Fundamental analysis software",
  "stock-screener-software": "Stock screener",
  "portfolio-management-software": "Portfolio management",
  "auto-support-resistance": "Auto support and resistance",
  "auto-trendlines": "Auto trendlines",
  "buy-sell-signal-software": "Buy/sell signals",
  alerts: "Scan alerts",
};

export const tours: Record<TourSlug, TourContent> = {
  "technical-analysis-software": {
    menuLabel: tourMenuLabels["technical-analysis-software"],
    title: "Technical analysis software for NSE, BSE and MCX | Investar",
    description:
      "Charting, 65+ indicators, 190+ scans and automatic support, resistance and trendlines for Indian markets in one Windows desktop program.",
    heading: "Technical analysis software built for Indian markets",
    intro:
      "Investar brings charts, indicators, scans and automatic studies for NSE, BSE, NSE F&O, MCX and NCDEX into one fast Windows program, so you spend your time deciding rather than drawing.",
    chart: "overview",
    sections: [
      {
        heading: "One program for every Indian exchange",
        paragraphs: [
          "Equities on NSE and BSE, index and stock derivatives on NSE F&O, and commodity futures on MCX and NCDEX all open in the same charting window, with the same tools and the same keyboard habits. You do not need one program for shares and another for commodities.",
          "End-of-day data is part of every edition; even the free Lite edition carries five years of daily history for all five segments. Traders who work inside the session can add intraday data for NSE cash and NSE F&O in 5-minute, 1-minute or real-time form.",
        ],
        bullets: [
          "Daily, weekly and monthly charts from the same history",
          "Candlestick, bar and line views",
          "Up to six charts side by side in one layout (Standard and Pro)",
          "Watchlists to move through a list of symbols one chart at a time",
        ],
      },
      {
        heading: "Automatic studies do the first pass for you",
        paragraphs: [
          "Drawing support levels and trendlines by hand on two hundred charts every weekend is slow, and two people rarely draw them the same way. Investar finds swing highs and lows itself and turns them into horizontal support and resistance levels, rising and falling trendlines, shaded supply and demand zones and classical chart patterns.",
          "Because the rules are the same on every chart, the studies are consistent: a level that Investar shows with four touches on one stock means the same thing on the next. You can still add your own drawings on top, and you can switch any automatic study off when you want a clean chart.",
        ],
        chart: "support-resistance",
      },
      {
        heading: "65+ indicators and 35+ drawing tools",
        paragraphs: [
          "The Standard and Pro editions include more than 65 indicators with adjustable parameters, from moving averages and MACD to RSI, Bollinger Bands, Supertrend, ADX and volume studies. Indicators can sit on the price panel or in their own panel beneath it, and you can stack several in one chart.",
          "More than 35 drawing tools cover trendlines, channels, Fibonacci retracements and extensions, horizontal and vertical lines, rectangles, arrows and text notes. The free Lite edition keeps 12 of the most used indicators with fixed parameters and 8 drawing tools, which is enough to learn the basics before you upgrade.",
        ],
      },
      {
        heading: "From chart to shortlist with 190+ scans",
        paragraphs: [
          "A chart tells you about one stock; a scan tells you which stocks deserve a chart. Investar ships with more than 190 ready-made scans for breakouts, candlestick patterns, indicator crossovers, unusual volume, new highs and lows and stocks sitting on support.",
          "Run a scan over an exchange or one of your watchlists and the matches come back as a list you can open straight into charts, with the automatic levels already drawn. Pro adds a custom screener, scans that combine several timeframes and a query language for writing your own conditions.",
        ],
        chart: "scan",
      },
      {
        heading: "Signals and alerts for when you are away from the screen",
        paragraphs: [
          "Auto buy and sell signals mark the bars where a rule-based setup triggered, and each buy signal carries a stop-loss level so you know in advance where the idea is wrong. Alerts watch price levels, trendlines and scans for you and tell you when a condition is met.",
          "Signals are decision aids, not instructions. They help you apply a method consistently; the decision to trade, the position size and the risk you accept remain yours.",
        ],
        chart: "signals",
      },
    ],
  },
  "fundamental-analysis-software": {
    menuLabel: tourMenuLabels["fundamental-analysis-software"],
    title: "Fundamental analysis software for Indian stocks | Investar",
    description:
      "Study revenue, profit, margins, debt and valuation of listed Indian companies, screen on them, and confirm the timing on the chart.",
    heading: "Fundamental analysis beside your charts",
    intro:
      "Good businesses at sensible prices, checked on the chart before you buy. Investar puts a company's results, ratios and price history a click apart so that the 'what' and the 'when' are answered in one place.",
    chart: "fundamentals",
    sections: [
      {
        heading: "Read a company's numbers at a glance",
        paragraphs: [
          "Annual and quarterly results are laid out as a history rather than a single snapshot: revenue, operating profit, net profit and earnings per share year by year, so you can see at once whether growth is steady, lumpy or fading. A dip in one year stands out, and so does a margin that keeps improving.",
          "Charts of the figures sit next to the tables. A company whose sales grew every year but whose profit did not tells a different story from one where both rose together, and that difference is much easier to spot in a picture than in a column of numbers.",
        ],
        bullets: [
          "Revenue, operating profit and net profit by year and by quarter",
          "Earnings per share and dividends per share",
          "Growth rates over several years, not just the last one",
          "Margins, so you can see whether growth is profitable",
        ],
      },
      {
        heading: "The ratios that matter for Indian companies",
        paragraphs: [
          "Valuation and quality ratios are calculated for you and shown beside the price, so the question 'is this expensive?' always has the current price in it. Compare a company's ratios with its own history and with others in the same sector before you decide.",
          "A handful of ratios answer most of the first questions an investor asks: is the business profitable on the capital it uses, how much debt does it carry, and how much is the market asking you to pay for each rupee of earnings?",
        ],
        bullets: [
          "Price to earnings (P/E) and price to book value (P/B)",
          "Return on equity (ROE) and return on capital employed (ROCE)",
          "Debt to equity and interest cover",
          "Dividend yield and payout",
        ],
      },
      {
        heading: "Screen on fundamentals, then time it with technicals",
        paragraphs: [
          "A list of well-run companies is only half an investment plan. Once a fundamental screen has narrowed the market to a shortlist, open each name as a chart and let the automatic support levels, trendlines and signals show whether the price is at a sensible place to start a position or stretched far above it.",
          "Many investors use exactly this two-step habit: fundamentals decide what is worth owning, technicals decide when to buy and where the idea would be proved wrong. Investar is built so the two steps take minutes rather than an evening.",
        ],
        chart: "scan",
      },
      {
        heading: "Keep watching after you buy",
        paragraphs: [
          "Add the companies you own to a portfolio and Investar tracks their value, your gains and your allocation by sector. When new results arrive, the history updates and you can see at once whether the reasons you bought are still true.",
          "Fundamental analysis is a way of understanding businesses, not a guarantee about share prices; markets can stay irrational for a long time. Looking at the numbers and the chart together simply gives you fewer surprises.",
        ],
        chart: "portfolio",
      },
    ],
  },
  "stock-screener-software": {
    menuLabel: tourMenuLabels["stock-screener-software"],
    title: "Stock screener software with 190+ scans | Investar",
    description:
      "Run 190+ ready scans across NSE, BSE, F&O and commodities, or build your own screener with multi-timeframe conditions in Investar Pro.",
    heading: "A stock screener that runs on your desktop",
    intro:
      "There are thousands of listed instruments and only a few worth your attention today. Investar's screener finds them: breakouts, patterns, indicator signals and stocks at support, across the whole market in one pass.",
    chart: "scan",
    sections: [
      {
        heading: "More than 190 ready-made scans",
        paragraphs: [
          "The Standard and Pro editions come with over 190 scans written and tested by our team, grouped by the question they answer. Pick one, choose the exchange or watchlist, and run it; no formulas to learn first. The free Lite edition includes 18 of the most popular scans.",
          "Every scan is named in plain language, so 'Close above 50-day high with rising volume' does exactly what it says. Results show the last price, the day's change and the value that made each stock qualify.",
        ],
        bullets: [
          "Breakouts above resistance and breakdowns below support",
          "Bullish and bearish candlestick patterns",
          "Moving-average and MACD crossovers, RSI and stochastic extremes",
          "Volume surges and new 52-week highs and lows",
          "Stocks forming classical chart patterns",
          "Stocks close to automatic support or resistance levels",
        ],
      },
      {
        heading: "Scan the market in seconds, then look at charts",
        paragraphs: [
          "Scans run on your own computer against the data Investar has already downloaded, so a full-market run takes moments and does not depend on a busy web server at market close. Run the same scan every evening and you build a routine rather than chasing tips.",
          "Each match opens straight into a chart with its automatic levels and trendlines drawn. Step through the list, keep the names that look right and add them to a watchlist for tomorrow.",
        ],
        chart: "patterns",
      },
      {
        heading: "Your own screener, in Investar Pro",
        paragraphs: [
          "When the ready scans are not quite what you want, Pro lets you build a custom screener from conditions on price, volume and indicators, save it and run it like any other scan. A query language is available for traders who prefer to write conditions as text.",
          "Multi-timeframe scans combine conditions on different chart periods in one screen, for example a weekly close above its 30-week average together with a daily RSI turning up from 40. Matching the bigger trend with a shorter-term trigger is one of the most useful filters a swing trader can have, and now it is one scan instead of two lists compared by hand.",
        ],
      },
      {
        heading: "Scan alerts: let the screener watch for you",
        paragraphs: [
          "Turn any scan into an alert and Investar tells you when a new stock enters the results. Instead of rerunning the same screen and comparing lists, you only hear about the names that have just qualified.",
          "With end-of-day data, scan alerts are checked after each day's data update. With an intraday or real-time data add-on for NSE cash or F&O, they can fire during the session.",
        ],
        chart: "alerts",
      },
    ],
  },
  "portfolio-management-software": {
    menuLabel: tourMenuLabels["portfolio-management-software"],
    title: "Portfolio management software for Indian investors | Investar",
    description: "Track holdings, realised and unrealised gains, sector allocation and the technical picture of every stock you own.",
    heading: "Portfolio management for active investors",
    intro:
      "See what you own, what it has earned and what the chart says about it, in one place. Investar keeps your holdings beside the same charts, levels and alerts you use to find trades.",
    chart: "portfolio",
    sections: [
      {
        heading: "All your holdings in one view",
        paragraphs: [
          "Record each purchase and sale with its date, quantity and price, and Investar keeps the running position, the average cost and the current market value of every holding. Shares bought in several lots are combined correctly, and partial sales reduce the position without losing the history.",
          "Keep more than one portfolio when it helps, for example a long-term investment account and a trading account, so each can be judged on its own terms.",
        ],
        bullets: [
          "Holdings with quantity, average cost and current value",
          "Realised gains from closed trades and unrealised gains on open ones",
          "Allocation by sector and by individual holding",
          "A transaction history you can review at any time",
        ],
      },
      {
        heading: "Know where your returns really come from",
        paragraphs: [
          "A portfolio that is up overall can still hide one or two positions that have quietly fallen a long way. Sorting holdings by unrealised gain or loss puts them in front of you, and the allocation view shows when a single sector has grown to dominate your money.",
          "Those two views answer the questions that matter most when you review a portfolio: what is working, what is not, and whether the risk is spread the way you intended.",
        ],
      },
      {
        heading: "The technical picture of every stock you own",
        paragraphs: [
          "Every holding opens as a chart with its automatic support and resistance, trendlines and signals, so a review of the portfolio is also a review of the trend. A stock that has broken its rising trendline or closed under a well-tested support is worth a second look, whatever its fundamentals say.",
          "Writing a stop-loss level against each position before you need it is one of the simplest habits that protects capital. The signal and level studies give you a reasoned place to put it.",
        ],
        chart: "signals",
      },
      {
        heading: "Alerts on the stocks you hold",
        paragraphs: [
          "Set an alert on the level that would change your mind about a holding and you no longer need to check the price every day. Investar tells you when that level is crossed, so you can act on a plan rather than on the mood of the day.",
        ],
        chart: "alerts",
      },
    ],
  },
  "auto-support-resistance": {
    menuLabel: tourMenuLabels["auto-support-resistance"],
    title: "Automatic support and resistance levels | Investar",
    description:
      "Investar finds support and resistance levels from clusters of swing highs and lows, shows how often each was tested, and redraws them as prices move.",
    heading: "Support and resistance, drawn for you",
    intro:
      "The prices where buyers and sellers stepped in before are where they often step in again. Investar finds those levels automatically on every chart and keeps them up to date as new bars arrive.",
    chart: "support-resistance",
    sections: [
      {
        heading: "How Investar finds the levels",
        paragraphs: [
          "The method is simple and consistent. Investar first marks the swing highs and swing lows, the bars that stand above or below their neighbours on both sides. Swing points that lie within a narrow band of each other are grouped, and a group with at least two touches becomes a level.",
          "The number of touches is shown beside each level, so you can tell a line the market has respected four times from one it has touched twice. Levels above the current price are drawn as resistance and levels below it as support, and they are recalculated whenever the chart updates.",
        ],
        bullets: [
          "Works on daily, weekly and monthly charts, and on intraday charts with an intraday data add-on",
          "Same rules on every stock, index, future and commodity",
          "Touch count shown on each level",
          "Can be switched off per chart when you want a clean view",
        ],
      },
      {
        heading: "Why these levels are worth knowing",
        paragraphs: [
          "Support and resistance are memory in the price. Traders who bought at a level and watched it fall are often glad to sell when it returns there; buyers who missed a bounce from a level often wait for the next visit. That behaviour makes some prices more important than others.",
          "In practice the levels help with three decisions: where to enter (near support in an uptrend, rather than in the middle of nowhere), where to put a stop-loss (just beyond the level that would prove the idea wrong) and where to expect the next fight between buyers and sellers (the next level overhead). A broken resistance frequently becomes the next support, and the automatic study redraws it as such.",
        ],
      },
      {
        heading: "Zones as well as lines",
        paragraphs: [
          "Markets rarely turn at an exact price, so Investar also shades supply and demand zones: the tight bases from which the price previously launched a strong move up or down. A zone shows the band where orders were concentrated, and it stays on the chart until the price returns to test it.",
          "Used together, levels and zones make it clear when a stock is approaching an area where the balance between buyers and sellers has changed before, and when it is simply drifting between them.",
        ],
        chart: "supply-demand",
      },
      {
        heading: "Put the levels to work with scans and alerts",
        paragraphs: [
          "A level is most useful at the moment the price reaches it. Scans can list every stock that is trading near support or has just closed above resistance, and an alert on a level tells you when the price crosses it, so you do not have to watch each chart all day.",
        ],
        chart: "alerts",
      },
    ],
  },
  "auto-trendlines": {
    menuLabel: tourMenuLabels["auto-trendlines"],
    title: "Automatic trendlines and channels | Investar",
    description:
      "Automatic trendlines join meaningful swing highs and lows on any timeframe, draw the matching channel and flag a break when it happens.",
    heading: "Trendlines that draw themselves",
    intro:
      "Investar connects swing highs and lows into trendlines and channels on every chart, the same way every time, and flags the bar where a trendline breaks.",
    chart: "trendlines",
    sections: [
      {
        heading: "Trendlines without the guesswork",
        paragraphs: [
          "A hand-drawn trendline depends on which two lows you choose, and it is tempting to choose the ones that support the view you already have. Investar starts from a significant swing low and finds the steepest line that keeps every later low on or above it; in a downtrend it does the same with the highs.",
          "The parallel line through the most extreme opposite swing completes a channel. The channel shows not only the direction of the trend but also its normal range, which helps you avoid buying at the top of a rising channel just before the usual pullback.",
        ],
        bullets: [
          "Rising trendlines under swing lows and falling trendlines over swing highs",
          "Parallel channel lines to show the usual range",
          "Recalculated as new bars arrive",
          "Breaks marked on the bar where the close crosses the line",
        ],
      },
      {
        heading: "Every timeframe, the same rules",
        paragraphs: [
          "Trendlines on a weekly chart describe the trend that positional investors care about; trendlines on a daily or intraday chart describe the swings that traders act on. Investar draws them on daily, weekly and monthly charts, and on 5-minute and 1-minute charts when you subscribe to intraday data for NSE cash or NSE F&O.",
          "Checking that the daily trendline points the same way as the weekly one is a quick way to keep short-term trades on the side of the bigger trend.",
        ],
      },
      {
        heading: "Breaks, patterns and what comes next",
        paragraphs: [
          "A close beyond a well-tested trendline is often the first sign that a trend is tiring. Investar marks the break so it cannot be missed, and classical pattern detection shows whether the price is building a larger reversal shape, such as a double top or bottom or a head and shoulders, with its neckline and measured target.",
          "Not every break leads to a reversal; some are followed by the price returning inside the channel. That is why a break is a reason to look closer and tighten risk, not an automatic order.",
        ],
        chart: "patterns",
      },
      {
        heading: "Alerts when a trendline breaks",
        paragraphs: [
          "Set an alert on a trendline and Investar tells you when the price closes beyond it. Because the line rises or falls with time, the alert follows it; you do not have to keep moving a price alert by hand every few days.",
        ],
        chart: "alerts",
      },
    ],
  },
  "buy-sell-signal-software": {
    menuLabel: tourMenuLabels["buy-sell-signal-software"],
    title: "Buy and sell signal software with stop-loss | Investar",
    description:
      "Rule-based buy and sell signals for NSE, BSE, F&O and commodities, each with a visible reason and a stop-loss level, for intraday and positional trading.",
    heading: "Buy and sell signals with a plan attached",
    intro:
      "Every Investar signal comes with a reason you can see on the chart and a stop-loss level that tells you where the trade idea stops being valid.",
    chart: "signals",
    sections: [
      {
        heading: "Signals you can check for yourself",
        paragraphs: [
          "A signal you cannot explain is hard to follow when the trade goes against you. Investar's auto buy and sell signals are built from published technical rules, such as moving-average crossovers, breakouts from support and resistance, and momentum turning from extreme readings, and the chart shows the indicators or levels that produced each one.",
          "Because you can see why a signal appeared, you can also decide when to ignore it: a buy signal straight into a heavy resistance level, for example, deserves more caution than one just above support.",
        ],
        bullets: [
          "Buy and sell arrows drawn on the exact bar that triggered",
          "The indicators or levels behind each signal shown on the chart",
          "Available on daily, weekly and monthly charts, and intraday with a data add-on",
          "Scans that list every stock with a fresh signal",
        ],
      },
      {
        heading: "A stop-loss comes with every buy",
        paragraphs: [
          "Each buy signal is paired with a stop-loss level derived from the recent price structure, typically just below a nearby swing low. Knowing the exit before you enter lets you size the position sensibly: the distance to the stop tells you how many shares you can buy for the amount you are prepared to lose.",
          "Sell signals work the same way for those who trade short in F&O, and for investors they are a prompt to review a holding rather than an instruction to sell.",
        ],
      },
      {
        heading: "What the success rate means, and what it does not",
        paragraphs: [
          "On historical data, some of Investar's signal strategies have recorded success rates of up to 83%, depending on the strategy, the instrument and the timeframe tested. That figure describes past behaviour under specific conditions. It is not a forecast and not a promise of profit; every strategy has losing trades and losing periods.",
          "What a consistent method does give you is discipline: the same rules applied every time, losses limited by a stop decided in advance, and decisions you can review afterwards. Trading in securities and derivatives carries risk, and you should trade only with money you can afford to lose.",
        ],
      },
      {
        heading: "Intraday and positional, one method",
        paragraphs: [
          "Positional traders can work from end-of-day data, which is included with every edition. Intraday traders can add NSE cash or NSE F&O data in 5-minute, 1-minute or real-time form and see the same signal types on short timeframes.",
          "Signals can be combined with supply and demand zones: a buy signal that appears as the price leaves a demand zone has both a reason to enter and an obvious place for the stop.",
        ],
        chart: "supply-demand",
      },
    ],
  },
  alerts: {
    menuLabel: tourMenuLabels["alerts"],
    title: "Stock alerts and scan alerts | Investar",
    description:
      "Alerts when a stock crosses a price level, breaks a trendline or appears in a scan, for end-of-day and intraday trading on Indian markets.",
    heading: "Alerts so you don't have to watch the screen",
    intro:
      "Set price, trendline and scan alerts once and let Investar watch the market for you. You hear about the stocks that need attention, and only those.",
    chart: "alerts",
    sections: [
      {
        heading: "Three kinds of alert",
        paragraphs: [
          "Most of a trader's screen time is spent waiting for something specific: a stock to clear a level, a trend to break, a setup to appear. Alerts turn each of those waits into a condition that Investar checks for you.",
        ],
        bullets: [
          "Price alerts: a close above or below a level you choose, or one of the automatic support and resistance levels",
          "Trendline alerts: a close beyond a trendline, which moves with the line over time",
          "Scan alerts: any of the 190+ scans, or your own Pro screener, tells you when a new stock qualifies",
        ],
      },
      {
        heading: "Scan alerts: let the market come to you",
        paragraphs: [
          "A scan alert watches a whole market, not one stock. Choose a scan such as a breakout above resistance with rising volume, point it at NSE equities or a watchlist, and Investar reports each new match as it appears rather than handing you the same list every day.",
          "This suits traders with a day job in particular: the screening happens without you, and the evening is spent reviewing a handful of charts instead of searching for them.",
        ],
        chart: "scan",
      },
      {
        heading: "End-of-day and intraday alerts",
        paragraphs: [
          "With the end-of-day data that every edition includes, alerts are evaluated on daily closes after each data update, which is the right rhythm for swing and positional trading. With an intraday or real-time data add-on for NSE cash, NSE F&O or the Nifty, alerts can trigger during market hours on 5-minute or 1-minute bars.",
          "Alerts on closing prices ignore a brief spike through a level that reverses within the bar, which keeps false alarms down.",
        ],
      },
      {
        heading: "Habits that make alerts useful",
        paragraphs: [
          "Put alerts where a decision changes, not everywhere. A level that would make you buy, a level that would make you sell and the stop-loss of each open position are usually enough. Too many alerts become noise that is easy to ignore.",
          "Well-tested automatic levels are good candidates: the more times a level has held, the more a close beyond it means. Review and remove alerts that no longer match a plan.",
        ],
        chart: "support-resistance",
      },
    ],
  },
};
