/** Illustrations of the banner slides: a small candlestick chart with the study each slide is about. */

import type { HomeSlideArt } from "@investar/core";

/** The pictures are core's HOME_SLIDE_ARTS: the slides staff save on /admin/site name one. */
export type BannerArtKind = HomeSlideArt;

// Closing prices of an illustrative daily chart (0–100 scale): a base near 40, a rally that stalls
// at 72, a pullback to the rising trendline and a breakout.
const CLOSES = [44, 41, 46, 43, 49, 53, 50, 57, 61, 58, 66, 71, 68, 63, 59, 55, 52, 56, 61, 65, 62, 68, 71, 70, 76, 81, 79, 85];
const STEP = 11;
const LEFT = 12;
const x = (i: number) => LEFT + i * STEP;
const y = (price: number) => Math.round(182 - (price - 35) * 2.55);

const UP = "#1b8a4f";
const DOWN = "#c92a2a";

function Candles() {
  return (
    <g>
      {CLOSES.map((close, i) => {
        const open = i === 0 ? close - 3 : (CLOSES[i - 1] ?? close);
        const top = Math.max(open, close);
        const bottom = Math.min(open, close);
        const color = close >= open ? UP : DOWN;
        return (
          <g key={i} stroke={color} fill={close >= open ? "#fff" : color}>
            <line x1={x(i)} x2={x(i)} y1={y(top + 2 + (i % 3))} y2={y(bottom - 2 - ((i + 1) % 3))} />
            <rect x={x(i) - 3} y={y(top)} width="6" height={Math.max(2, y(bottom) - y(top))} />
          </g>
        );
      })}
    </g>
  );
}

function GridLines() {
  return (
    <g stroke="#e3e8f0" strokeWidth="1">
      {[40, 80, 120, 160].map((gy) => (
        <line key={gy} x1="0" x2="320" y1={gy} y2={gy} />
      ))}
    </g>
  );
}

function Arrow({ i, kind }: { i: number; kind: "buy" | "sell" }) {
  const close = CLOSES[i] ?? 50;
  const cx = x(i);
  if (kind === "buy") {
    const top = y(close - 6);
    return (
      <g fill={UP}>
        <path d={`M${cx} ${top}l7 10h-4v8h-6v-8h-4z`} />
        <text x={cx + 10} y={top + 16} fontSize="10" fontWeight="700">
          BUY
        </text>
      </g>
    );
  }
  const bottom = y(close + 7);
  return (
    <g fill={DOWN}>
      <path d={`M${cx} ${bottom}l7 -10h-4v-8h-6v8h-4z`} />
      <text x={cx + 10} y={bottom - 8} fontSize="10" fontWeight="700">
        SELL
      </text>
    </g>
  );
}

const SCAN_ROWS: Array<[string, string, string]> = [
  ["Bullish engulfing", "42 stocks", UP],
  ["52-week high breakout", "17 stocks", UP],
  ["RSI crossed above 30", "63 stocks", UP],
  ["Price below 200-day average", "28 stocks", DOWN],
  ["Volume 3x the 20-day average", "11 stocks", "#0b3d6e"],
];

function ScanList() {
  return (
    <g fontSize="11">
      <rect x="0" y="0" width="320" height="26" fill="#0b3d6e" />
      <text x="12" y="17" fill="#fff" fontWeight="700">
        Scan results · NSE · End of day
      </text>
      {SCAN_ROWS.map(([name, hits, color], row) => (
        <g key={name} transform={`translate(0 ${34 + row * 32})`}>
          <rect x="8" y="0" width="304" height="26" rx="4" fill={row % 2 ? "#fff" : "#f3f6fb"} />
          <circle cx="20" cy="13" r="4" fill={color} />
          <text x="32" y="17" fill="#14213d">
            {name}
          </text>
          <text x="302" y="17" fill="#3d4a63" textAnchor="end" fontWeight="700">
            {hits}
          </text>
        </g>
      ))}
    </g>
  );
}

const descriptions: Record<BannerArtKind, string> = {
  levels: "Candlestick chart with a support line, a resistance line and a rising trendline drawn automatically",
  signals: "Candlestick chart with buy and sell arrows marking the signals",
  scan: "List of scan results with the number of stocks each scan found",
  trial: "The Investar desktop window showing a chart with support, resistance and signals",
};

export function BannerArt({ kind }: { kind: BannerArtKind }) {
  const isChart = kind !== "scan";
  return (
    <div className={`banner-art banner-art--${kind}`}>
      {kind === "trial" ? (
        <div className="banner-art__titlebar" aria-hidden="true">
          <span />
          <span />
          <span />
          Investar · NIFTY 50 · Daily
        </div>
      ) : null}
      <svg viewBox="0 0 320 200" role="img" aria-label={descriptions[kind]} preserveAspectRatio="xMidYMid meet">
        {isChart ? <GridLines /> : null}
        {kind === "levels" || kind === "trial" ? (
          <g strokeWidth="2" fill="none">
            <rect x="0" y={y(44)} width="320" height={y(38) - y(44)} fill="rgb(27 138 79 / 12%)" stroke="none" />
            <line x1="0" x2="320" y1={y(41)} y2={y(41)} stroke={UP} strokeDasharray="6 4" />
            <line x1="0" x2="320" y1={y(72)} y2={y(72)} stroke={DOWN} strokeDasharray="6 4" />
            <line x1={x(1)} x2="320" y1={y(38)} y2={y(38 + ((320 - x(1)) / (x(16) - x(1))) * 11)} stroke="#1c7ed6" />
          </g>
        ) : null}
        {isChart ? <Candles /> : <ScanList />}
        {kind === "levels" ? (
          <g fontSize="10" fontWeight="700">
            <text x="4" y={y(72) - 5} fill={DOWN}>
              Resistance 72
            </text>
            <text x="316" y={y(41) + 14} textAnchor="end" fill={UP}>
              Support 41
            </text>
          </g>
        ) : null}
        {kind === "signals" || kind === "trial" ? (
          <>
            <Arrow i={1} kind="buy" />
            <Arrow i={11} kind="sell" />
            <Arrow i={16} kind="buy" />
          </>
        ) : null}
      </svg>
    </div>
  );
}
