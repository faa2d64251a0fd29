import type { ReactNode } from "react";

/** The technical-analysis training page's course levels and subjects. */
export interface Level {
  name: "Beginner" | "Intermediate" | "Expert";
  summary: string;
  forWhom: string;
  learn: string;
  prerequisite: string;
}

export const levels: Level[] = [
  {
    name: "Beginner",
    summary: "Read a price chart with confidence and know what you are looking at before you place a trade.",
    forWhom: "New traders and investors, and anyone who has so far traded on tips rather than charts.",
    learn:
      "How a candlestick is built, choosing a timeframe, the basic candlestick patterns, drawing support and resistance, spotting a trend, and why every trade needs a stop-loss.",
    prerequisite: "None. A computer and curiosity are enough.",
  },
  {
    name: "Intermediate",
    summary: "Combine a few tools into one repeatable setup with clear rules for entry, exit and position size.",
    forWhom: "Traders who can read a chart but find that their decisions change from day to day.",
    learn:
      "Moving averages, RSI, MACD and Bollinger Bands without overloading the chart; volume confirmation; continuation and reversal patterns; multi-timeframe reading; position sizing.",
    prerequisite: "The Beginner level or equivalent experience.",
  },
  {
    name: "Expert",
    summary: "Turn a trading idea into scans you can test, then review and refine it with a written plan.",
    forWhom: "Active traders who already follow a method and want to make it systematic.",
    learn:
      "Relative strength and sector rotation, confluence across timeframes, turning rules into scans and screener queries, measuring drawdowns, and keeping a trade journal that changes what you do.",
    prerequisite: "The Intermediate level. Hands-on sessions use Investar Standard or Pro.",
  },
];

export interface Topic {
  title: string;
  text: string;
  icon: ReactNode;
}

const iconProps = {
  width: 26,
  height: 26,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round" as const,
  strokeLinejoin: "round" as const,
  "aria-hidden": true,
  focusable: false,
};

export const topics: Topic[] = [
  {
    title: "Price action",
    text: "Reading what buyers and sellers did from the bars alone: higher highs, lower lows, wide and narrow ranges, and where the close sits in the day's range.",
    icon: (
      <svg {...iconProps}>
        <path d="M3 17l4-4 3 2 5-6 6 4" />
      </svg>
    ),
  },
  {
    title: "Candlesticks",
    text: "Single and multi-candle patterns — doji, hammer, engulfing, morning star — and why the location of a pattern matters more than its shape.",
    icon: (
      <svg {...iconProps}>
        <path d="M7 3v18M17 5v14" />
        <rect x="5" y="7" width="4" height="8" />
        <rect x="15" y="9" width="4" height="6" />
      </svg>
    ),
  },
  {
    title: "Support and resistance",
    text: "Finding the levels that matter, why broken resistance often becomes support, and comparing your own lines with Investar's automatic levels.",
    icon: (
      <svg {...iconProps}>
        <path d="M3 6h18M3 18h18" strokeDasharray="3 3" />
        <path d="M5 15l4-7 4 5 4-7" />
      </svg>
    ),
  },
  {
    title: "Trend",
    text: "Defining a trend objectively, drawing trendlines and channels, Dow theory in plain language, and knowing when a trend is tired rather than over.",
    icon: (
      <svg {...iconProps}>
        <path d="M3 19L21 5" />
        <path d="M15 5h6v6" />
      </svg>
    ),
  },
  {
    title: "Indicators",
    text: "What moving averages, RSI, MACD, stochastics, ADX and Bollinger Bands actually measure, which ones repeat each other, and sensible default settings.",
    icon: (
      <svg {...iconProps}>
        <path d="M3 12c3-6 6-6 9 0s6 6 9 0" />
        <path d="M3 20h18" />
      </svg>
    ),
  },
  {
    title: "Volume",
    text: "Using volume to confirm breakouts, spot exhaustion and judge liquidity; delivery percentage for cash stocks and open interest for F&O.",
    icon: (
      <svg {...iconProps}>
        <path d="M5 20v-6M10 20V8M15 20v-9M20 20V4" />
      </svg>
    ),
  },
  {
    title: "Chart patterns",
    text: "Triangles, flags, head and shoulders, double tops and bottoms, cup and handle: how they form, where to measure a target and where each one fails.",
    icon: (
      <svg {...iconProps}>
        <path d="M3 18l4-8 3 4 3-9 3 9 3-4 2 8" />
      </svg>
    ),
  },
  {
    title: "Risk management",
    text: "Stop-loss placement, position sizing from the amount you are willing to lose, risk-to-reward, and protecting capital through a losing streak.",
    icon: (
      <svg {...iconProps}>
        <path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z" />
        <path d="M9 12l2 2 4-4" />
      </svg>
    ),
  },
];
