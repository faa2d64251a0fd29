/** The home page's banner slides as the page showed them before staff could edit them (ADR 0027). */
export const seedHomeSlides = [
  {
    art: "levels",
    eyebrow: "Auto support/resistance and trendlines",
    headline: "The levels that matter, drawn on every chart for you",
    body: "Open any NSE, BSE or MCX chart and Investar has already marked the support and resistance zones and the trendlines price respects. Your analysis starts where hours of hand-drawing used to end.",
    linkLabel: "See how it works",
    linkHref: "/tour/auto-support-resistance",
  },
  {
    art: "signals",
    eyebrow: "Auto buy/sell signals",
    headline: "Clear buy and sell signals, with the stop-loss on screen",
    body: "Signals built from trend, momentum and price action appear right on the chart, together with a suggested stop-loss, with a success rate of up to 83%. Act on a plan instead of a hunch.",
    linkLabel: "Explore the signals",
    linkHref: "/tour/buy-sell-signal-software",
  },
  {
    art: "scan",
    eyebrow: "190+ scans and a screener",
    headline: "Find tomorrow's trades in seconds, not hours",
    body: "Run more than 190 ready-made scans for breakouts, candlestick patterns, indicator crossovers and volume surges across the whole market, and get an alert when a stock qualifies.",
    linkLabel: "Explore the screener",
    linkHref: "/tour/stock-screener-software",
  },
  {
    art: "trial",
    eyebrow: "7-day free trial",
    headline: "Try every Investar feature free for 7 days",
    body: "Install the Windows desktop software, load years of end-of-day data for NSE, BSE, NSE F&O, MCX and NCDEX, and decide after a week. No card needed.",
    linkLabel: null,
    linkHref: null,
  },
];
