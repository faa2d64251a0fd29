import { useId, type ReactNode } from "react";
import type { ChartKind } from "./chart-kinds.ts";
import { Bell, Candles, ChartSvg, PriceAxis, Tag, W, formatPrice, makeFrame, markerPath, n, seriesPath, type Box } from "./price-chart.tsx";
import {
  argHighest,
  argLowest,
  autoChannel,
  autoLevels,
  crossovers,
  ema,
  highest,
  lowest,
  mulberry32,
  pathCandles,
  pivots,
  rsi,
  sma,
} from "./synthetic-prices.ts";
import { useI18n } from "../../i18n/page-locale.ts";
import "../../styles/charts.css";

export type { ChartKind } from "./chart-kinds.ts";

interface Drawing {
  height: number;
  title: string;
  desc: string;
  caption: string;
  /** The values of the caption's placeholders in the catalogue (product.chart.<kind>). */
  captionValues?: Record<string, string>;
  body: ReactNode;
}

const PRICE_BOX: Box = { left: 10, right: 574, top: 40, bottom: 346 };
const H = 360;
const NOTE = "Illustration drawn from synthetic data.";

function Header({ label, legend = [] }: { label: string; legend?: Array<[string, string]> }) {
  let x = 574;
  return (
    <g>
      <text className="ch-h" x={12} y={24}>
        {label}
      </text>
      {legend
        .slice()
        .reverse()
        .map(([text, tone]) => {
          const width = text.length * 7.6 + 36;
          x -= width;
          return (
            <g key={text}>
              <rect className={`ch-fill-${tone}`} x={n(x)} y={15} width={12} height={4} rx={2} />
              <text className="ch-t" x={n(x + 16)} y={22}>
                {text}
              </text>
            </g>
          );
        })}
    </g>
  );
}

function overview(): Drawing {
  const candles = pathCandles(
    [
      [0, 250],
      [12, 236],
      [30, 268],
      [40, 258],
      [58, 296],
      [66, 284],
      [84, 318],
      [89, 324],
    ],
    7,
    0.014,
  );
  const height = 400;
  const f = makeFrame(candles, { left: 10, right: 574, top: 36, bottom: 226 });
  const fast = sma(candles, 20);
  const slow = sma(candles, 50);
  const maxVolume = Math.max(...candles.map((c) => c.v));
  let volUp = "";
  let volDown = "";
  candles.forEach((c, i) => {
    const h = n((c.v / maxVolume) * 36);
    const d = `M${n(f.x(i) - f.bw / 2)} 270h${n(f.bw)}v${-h}h${n(-f.bw)}z`;
    if (c.c >= c.o) volUp += d;
    else volDown += d;
  });
  const strength = rsi(candles, 14);
  const ry = (v: number) => 386 - (v / 100) * 90;
  const lastRsi = strength[strength.length - 1] ?? 50;
  return {
    height,
    title: "Daily candlestick chart with moving averages, volume and RSI",
    desc: "Ninety daily candles in an uptrend with pullbacks. A 20-day and a 50-day simple moving average follow the price, volume bars sit under the candles and a 14-day RSI panel below swings between 30 and 70.",
    caption: `A typical Investar workspace: candles, 20- and 50-day moving averages, volume and RSI(14). ${NOTE}`,
    body: (
      <>
        <Header
          label="SAMPLE · NSE · Daily"
          legend={[
            ["SMA 20", "accent"],
            ["SMA 50", "brand"],
          ]}
        />
        <PriceAxis f={f} count={3} />
        <path className="ch-vol-up" d={volUp} />
        <path className="ch-vol-dn" d={volDown} />
        <Candles candles={candles} f={f} />
        <path className="ch-line ch-stroke-accent" d={seriesPath(fast, f.x, f.y)} />
        <path className="ch-line ch-stroke-brand" d={seriesPath(slow, f.x, f.y)} />
        <path className="ch-grid" d={`M10 282H574M10 386H574`} />
        <path className="ch-dash" d={`M10 ${ry(70)}H574M10 ${ry(30)}H574`} />
        <text className="ch-t" x={580} y={ry(70) + 4}>
          70
        </text>
        <text className="ch-t" x={580} y={ry(30) + 4}>
          30
        </text>
        <path className="ch-line ch-stroke-violet" d={seriesPath(strength, f.x, ry)} />
        <text className="ch-t" x={14} y={298}>
          RSI 14 · {lastRsi.toFixed(1)}
        </text>
      </>
    ),
  };
}

function supportResistance(): Drawing {
  const candles = pathCandles(
    [
      [0, 452],
      [8, 478],
      [17, 424],
      [27, 480],
      [36, 447],
      [44, 421],
      [55, 479],
      [63, 449],
      [72, 423],
      [82, 472],
      [90, 455],
      [99, 470],
    ],
    11,
    0.008,
  );
  const f = makeFrame(candles, PRICE_BOX);
  const levels = autoLevels(candles, 4, 0.012, 3);
  const last = candles[candles.length - 1]!.c;
  const points = [
    ...pivots(candles, 4, "high").map((i) => [i, candles[i]!.h] as const),
    ...pivots(candles, 4, "low").map((i) => [i, candles[i]!.l] as const),
  ];
  const touched = points.filter(([, p]) => levels.some((level) => Math.abs(p - level.price) / level.price <= 0.012));
  return {
    height: H,
    title: "Automatic support and resistance levels on a daily chart",
    desc: `A stock moving sideways between a floor and a ceiling. Investar has drawn ${levels.length} horizontal levels where swing highs and lows cluster: ${levels
      .map((level) => `${level.price > last ? "resistance" : "support"} near ${formatPrice(level.price)} touched ${level.touches} times`)
      .join(", ")}. Circles mark the touches.`,
    caption: `Auto support/resistance: levels come from clusters of swing highs and lows, so the number of touches shows how well tested each one is. ${NOTE}`,
    body: (
      <>
        <Header
          label="SAMPLE · NSE · Daily"
          legend={[
            ["Support", "up"],
            ["Resistance", "down"],
          ]}
        />
        <PriceAxis f={f} />
        <Candles candles={candles} f={f} />
        {levels.map((level) => {
          const tone = level.price > last ? "down" : "up";
          const y = n(f.y(level.price));
          return (
            <g key={level.price}>
              <path className={`ch-level ch-stroke-${tone}`} d={`M10 ${y}H574`} />
              <Tag
                x={572}
                y={y - 13}
                anchor="end"
                tone={tone}
                text={`${tone === "up" ? "S" : "R"} ${formatPrice(level.price)} · ${level.touches} touches`}
              />
            </g>
          );
        })}
        <path className="ch-ring" d={touched.map(([i, p]) => `M${n(f.x(i) + 5)} ${n(f.y(p))}a5 5 0 1 0-10 0a5 5 0 1 0 10 0`).join("")} />
      </>
    ),
  };
}

function trendlines(): Drawing {
  const candles = pathCandles(
    [
      [0, 182],
      [6, 172],
      [14, 192],
      [20, 185],
      [28, 205],
      [34, 197],
      [42, 217],
      [48, 209],
      [56, 229],
      [62, 221],
      [70, 240],
      [76, 233],
      [80, 238],
      [86, 216],
      [89, 211],
    ],
    5,
    0.009,
  );
  const end = 79;
  const { lower, upper, start } = autoChannel(candles, end);
  const at = (line: { a: number; b: number }, i: number) => line.a + line.b * i;
  const lastIndex = candles.length - 1;
  const f = makeFrame(candles, PRICE_BOX, [at(upper, lastIndex)]);
  let breakIndex = -1;
  for (let i = end; i <= lastIndex && breakIndex < 0; i++) if (candles[i]!.c < at(lower, i)) breakIndex = i;
  const xs = f.x(start);
  const xe = f.x(lastIndex);
  const channel = `M${n(xs)} ${n(f.y(at(lower, start)))}L${n(xe)} ${n(f.y(at(lower, lastIndex)))}L${n(xe)} ${n(f.y(at(upper, lastIndex)))}L${n(xs)} ${n(f.y(at(upper, start)))}z`;
  const breakCandle = candles[breakIndex];
  return {
    height: H,
    title: "Automatic trendline and price channel with a trendline break",
    desc: "A stock rising in a series of higher highs and higher lows. Investar has drawn a rising trendline under the swing lows and a parallel line over the swing highs, forming a channel. Near the right edge the price closes below the lower trendline and the break is marked.",
    caption: `Auto trendlines: the lower line joins the swing lows, its parallel caps the highs, and the first close outside the channel is flagged. ${NOTE}`,
    body: (
      <>
        <Header
          label="SAMPLE · NSE · Daily"
          legend={[
            ["Trendline", "up"],
            ["Channel top", "brand"],
          ]}
        />
        <PriceAxis f={f} />
        <path className="ch-zone-brand" d={channel} />
        <Candles candles={candles} f={f} />
        <path
          className="ch-line ch-thick ch-stroke-up"
          d={`M${n(xs)} ${n(f.y(at(lower, start)))}L${n(xe)} ${n(f.y(at(lower, lastIndex)))}`}
        />
        <path
          className="ch-line ch-thick ch-stroke-brand"
          d={`M${n(xs)} ${n(f.y(at(upper, start)))}L${n(xe)} ${n(f.y(at(upper, lastIndex)))}`}
        />
        {breakCandle ? (
          <g>
            <circle className="ch-ring" cx={n(f.x(breakIndex))} cy={n(f.y(breakCandle.c))} r={11} />
            <Tag x={572} y={n(f.y(lowest(candles, breakIndex, lastIndex))) + 24} anchor="end" tone="down" text="Trendline break" />
          </g>
        ) : null}
      </>
    ),
  };
}

function signals(): Drawing {
  const candles = pathCandles(
    [
      [0, 152],
      [14, 136],
      [24, 128],
      [36, 150],
      [44, 158],
      [56, 138],
      [64, 132],
      [76, 156],
      [89, 168],
    ],
    3,
    0.011,
  );
  const f = makeFrame(candles, PRICE_BOX, [], 0.1);
  const fast = ema(candles, 9);
  const slow = ema(candles, 21);
  const found = crossovers(fast, slow, 21);
  const lastBuy = [...found].reverse().find((s) => s.side === 1);
  const stop = lastBuy ? lowest(candles, lastBuy.index - 10, lastBuy.index) : 0;
  return {
    height: H,
    title: "Automatic buy and sell signals with a stop-loss level",
    desc: `Daily candles swinging down, up, down and up again. A fast and a slow exponential moving average cross ${found.length} times; each upward cross is marked with a green buy arrow below the candle and each downward cross with a red sell arrow above it. The latest buy carries a stop-loss line at ${formatPrice(stop)}, the lowest low of the ten bars before it.`,
    caption: `Buy/sell signals with a stop-loss: every arrow has a visible reason (here a 9/21 EMA crossover) and every buy has an exit level. ${NOTE}`,
    body: (
      <>
        <Header
          label="SAMPLE · NSE F&O · Daily"
          legend={[
            ["EMA 9", "accent"],
            ["EMA 21", "brand"],
          ]}
        />
        <PriceAxis f={f} />
        <Candles candles={candles} f={f} />
        <path
          className="ch-line ch-stroke-accent"
          d={seriesPath(
            fast.map((v, i) => (i < 8 ? undefined : v)),
            f.x,
            f.y,
          )}
        />
        <path
          className="ch-line ch-stroke-brand"
          d={seriesPath(
            slow.map((v, i) => (i < 20 ? undefined : v)),
            f.x,
            f.y,
          )}
        />
        {found.map(({ index, side }) => {
          const x = f.x(index);
          const buy = side === 1;
          const y = buy ? f.y(lowest(candles, index - 3, index + 3)) + 8 : f.y(highest(candles, index - 3, index + 3)) - 8;
          return (
            <g key={index}>
              <path className={buy ? "ch-up" : "ch-dn"} d={markerPath(x, y, buy)} />
              <text className={`ch-sig ch-text-${buy ? "up" : "down"}`} x={n(x)} y={n(buy ? y + 26 : y - 16)} textAnchor="middle">
                {buy ? "BUY" : "SELL"}
              </text>
            </g>
          );
        })}
        {lastBuy ? (
          <g>
            <path className="ch-level ch-stroke-down" d={`M${n(f.x(lastBuy.index - 4))} ${n(f.y(stop))}H574`} />
            <Tag x={572} y={n(f.y(stop)) + 16} anchor="end" tone="down" text={`Stop-loss ${formatPrice(stop)}`} />
          </g>
        ) : null}
      </>
    ),
  };
}

function alerts(): Drawing {
  const candles = pathCandles(
    [
      [0, 300],
      [10, 322],
      [20, 305],
      [30, 323],
      [40, 308],
      [50, 324],
      [58, 311],
      [66, 346],
      [79, 356],
    ],
    21,
    0.008,
  );
  const level = highest(candles, 0, 55);
  const f = makeFrame(candles, PRICE_BOX, [], 0.1);
  let hit = -1;
  for (let i = 56; i < candles.length && hit < 0; i++) if (candles[i]!.c > level) hit = i;
  const y = n(f.y(level));
  const hx = n(f.x(hit));
  const hitCandle = candles[hit];
  return {
    height: H,
    title: "Price alert triggered when the close crosses a resistance level",
    desc: `A stock trades sideways below a ceiling near ${formatPrice(level)} for about two months. An alert is set on a daily close above that level. When a candle finally closes above it, a bell marks the bar and a notification reports that the alert has been triggered.`,
    caption: `Alerts: set the condition once (here a close above ${formatPrice(level)}) and Investar flags the bar that meets it. ${NOTE}`,
    captionValues: { level: formatPrice(level) },
    body: (
      <>
        <Header label="SAMPLE · NSE · Daily" />
        <PriceAxis f={f} />
        <Candles candles={candles} f={f} />
        <path className="ch-level ch-stroke-accent" d={`M10 ${y}H574`} />
        <Tag x={14} y={y + 16} tone="accent" text={`Alert: close above ${formatPrice(level)}`} />
        {hitCandle ? (
          <g>
            <path className="ch-dash" d={`M${hx} ${n(f.y(hitCandle.h)) - 14}V60`} />
            <Bell x={hx} y={n(f.y(hitCandle.h)) - 24} />
            <g transform={`translate(${n(Math.min(hx - 218, 340))} 46)`}>
              <rect className="ch-card" width={208} height={46} rx={6} />
              <Bell x={20} y={23} />
              <text className="ch-h ch-small" x={38} y={20}>
                Alert triggered
              </text>
              <text className="ch-t" x={38} y={37}>
                Closed at {formatPrice(hitCandle.c)} on bar {hit + 1}
              </text>
            </g>
          </g>
        ) : null}
      </>
    ),
  };
}

function supplyDemand(): Drawing {
  const candles = pathCandles(
    [
      [0, 520],
      [10, 490],
      [14, 471],
      [19, 472],
      [28, 532],
      [38, 574],
      [42, 590],
      [46, 589],
      [54, 540],
      [62, 502],
      [70, 482],
      [76, 508],
      [84, 542],
      [89, 552],
    ],
    9,
    0.008,
  );
  const f = makeFrame(candles, PRICE_BOX);
  const bodyLow = (from: number, to: number) => Math.min(...candles.slice(from, to + 1).map((c) => Math.min(c.o, c.c)));
  const bodyHigh = (from: number, to: number) => Math.max(...candles.slice(from, to + 1).map((c) => Math.max(c.o, c.c)));
  const demand = { from: 13, lo: lowest(candles, 13, 20), hi: bodyHigh(13, 20) };
  const supply = { from: 41, lo: bodyLow(41, 47), hi: highest(candles, 41, 47) };
  const zone = (z: { from: number; lo: number; hi: number }) =>
    `M${n(f.x(z.from) - 6)} ${n(f.y(z.hi))}H574V${n(f.y(z.lo))}H${n(f.x(z.from) - 6)}z`;
  return {
    height: H,
    title: "Supply and demand zones shaded on a daily chart",
    desc: `A green demand zone between ${formatPrice(demand.lo)} and ${formatPrice(demand.hi)} marks the base the price rallied from, and a red supply zone between ${formatPrice(supply.lo)} and ${formatPrice(supply.hi)} marks the base it fell from. Later the price returns to the demand zone and turns up again.`,
    caption: `Supply/demand zones: the tight bases that launched strong moves are shaded and extended to the right, ready for the next visit. ${NOTE}`,
    body: (
      <>
        <Header
          label="SAMPLE · NSE · Daily"
          legend={[
            ["Demand", "up"],
            ["Supply", "down"],
          ]}
        />
        <PriceAxis f={f} />
        <path className="ch-zone-up" d={zone(demand)} />
        <path className="ch-zone-down" d={zone(supply)} />
        <Candles candles={candles} f={f} />
        <Tag x={572} y={n(f.y(demand.lo)) + 16} anchor="end" tone="up" text="Demand zone" />
        <Tag x={572} y={n(f.y(supply.hi)) - 16} anchor="end" tone="down" text="Supply zone" />
      </>
    ),
  };
}

function patterns(): Drawing {
  const candles = pathCandles(
    [
      [0, 412],
      [12, 380],
      [22, 351],
      [34, 388],
      [44, 366],
      [50, 352],
      [60, 380],
      [66, 394],
      [76, 410],
      [89, 424],
    ],
    17,
    0.008,
  );
  const b1 = argLowest(candles, 14, 28);
  const peak = argHighest(candles, b1, b1 + 18);
  const b2 = argLowest(candles, peak + 4, peak + 24);
  const neckline = candles[peak]!.h;
  let breakout = -1;
  for (let i = b2 + 1; i < candles.length && breakout < 0; i++) if (candles[i]!.c > neckline) breakout = i;
  const target = neckline + (neckline - Math.min(candles[b1]!.l, candles[b2]!.l));
  const f = makeFrame(candles, PRICE_BOX, [target]);
  const ny = n(f.y(neckline));
  const w = [
    [b1, candles[b1]!.l],
    [peak, neckline],
    [b2, candles[b2]!.l],
    [breakout, neckline],
  ] as const;
  return {
    height: H,
    title: "Double bottom pattern detected automatically, with neckline and target",
    desc: `A falling stock makes two lows near ${formatPrice(candles[b1]!.l)} and ${formatPrice(candles[b2]!.l)} separated by a rally to ${formatPrice(neckline)}. Investar outlines the W-shaped double bottom, draws the neckline at the rally high, marks the breakout above it and projects a target near ${formatPrice(target)}.`,
    caption: `Auto classical patterns: a double bottom outlined with its neckline, breakout bar and measured target. ${NOTE}`,
    body: (
      <>
        <Header
          label="SAMPLE · BSE · Daily"
          legend={[
            ["Pattern", "accent"],
            ["Neckline", "brand"],
          ]}
        />
        <PriceAxis f={f} />
        <Candles candles={candles} f={f} />
        <path
          className="ch-line ch-thick ch-stroke-accent ch-soft"
          d={w.map(([i, p], k) => `${k ? "L" : "M"}${n(f.x(i))} ${n(f.y(p) + (p === neckline ? -6 : 6))}`).join("")}
        />
        <path className="ch-level ch-stroke-brand" d={`M${n(f.x(peak))} ${ny}H574`} />
        <path className="ch-dash" d={`M${n(f.x(breakout))} ${n(f.y(target))}H574`} />
        <Tag x={n(f.x(b1))} y={n(f.y(candles[b1]!.l)) + 24} anchor="middle" tone="accent" text="Bottom 1" />
        <Tag x={n(f.x(b2))} y={n(f.y(candles[b2]!.l)) + 24} anchor="middle" tone="accent" text="Bottom 2" />
        <Tag x={n(f.x(peak)) + 10} y={ny - 16} tone="brand" text="Neckline" />
        <Tag x={572} y={n(f.y(target)) - 14} anchor="end" tone="brand" text={`Target ${formatPrice(target)}`} />
        {breakout >= 0 ? <circle className="ch-ring" cx={n(f.x(breakout))} cy={ny} r={10} /> : null}
      </>
    ),
  };
}

const SCAN_ROWS = ["NAVTECH", "KOSHIFIN", "SURYAPHAR", "MEGHACEM", "TRIVENIPWR", "DHRUVAUTO"];

function scan(): Drawing {
  const rand = mulberry32(29);
  const rows = SCAN_ROWS.map((symbol, k) => {
    const base = 120 + rand() * 900;
    const spark = pathCandles(
      [
        [0, base],
        [8, base * 0.97],
        [15, base * 1.01],
        [19, base * (1.05 + rand() * 0.04)],
      ],
      40 + k,
      0.012,
    );
    const close = spark[spark.length - 1]!.c;
    return { symbol, close, change: 1.4 + rand() * 4, volume: 2 + rand() * 2.4, spark };
  });
  const columns = [
    ["Symbol", 24],
    ["Close", 184],
    ["Change", 284],
    ["Vol × avg", 384],
    ["20-day trend", 484],
  ] as const;
  return {
    height: H,
    title: "Scan results panel listing stocks that match a breakout scan",
    desc: `A results table for the scan "Close at a 50-day high with volume above twice its average". ${rows.length} stocks match; each row shows the symbol, last close, daily change, volume as a multiple of its 20-day average and a small 20-day price line.`,
    caption: `Screener results: one of the 190+ ready scans run across the market, with matches sorted and ready to chart. ${NOTE}`,
    body: (
      <>
        <rect className="ch-fill-brand" x={0} y={0} width={W} height={58} rx={8} />
        <text className="ch-tag ch-big" x={20} y={25}>
          Scan: 50-day high breakout with volume
        </text>
        <text className="ch-tag ch-dim" x={20} y={45}>
          NSE equities · end of day · {rows.length} matches
        </text>
        {columns.map(([label, x]) => (
          <text key={label} className="ch-h ch-small" x={x} y={84}>
            {label}
          </text>
        ))}
        {rows.map((row, k) => {
          const y = 96 + k * 42;
          const lo = Math.min(...row.spark.map((c) => c.c));
          const hi = Math.max(...row.spark.map((c) => c.c));
          const sy = (v: number) => y + 32 - ((v - lo) / (hi - lo || 1)) * 24;
          return (
            <g key={row.symbol}>
              {k % 2 === 0 ? <rect className="ch-row" x={8} y={y} width={W - 16} height={42} rx={4} /> : null}
              <text className="ch-h ch-small" x={24} y={y + 26}>
                {row.symbol}
              </text>
              <text className="ch-v" x={184} y={y + 26}>
                {formatPrice(row.close)}
              </text>
              <text className={`ch-v ch-text-${row.change >= 0 ? "up" : "down"}`} x={284} y={y + 26}>
                {row.change >= 0 ? "+" : ""}
                {row.change.toFixed(2)}%
              </text>
              <text className="ch-v" x={384} y={y + 26}>
                {row.volume.toFixed(1)}×
              </text>
              <path
                className="ch-line ch-stroke-up"
                d={seriesPath(
                  row.spark.map((c) => c.c),
                  (i) => 484 + i * 6.8,
                  sy,
                )}
              />
            </g>
          );
        })}
      </>
    ),
  };
}

const SECTORS: Array<[string, number, string]> = [
  ["Banking", 28, "brand"],
  ["IT", 22, "accent"],
  ["Pharma", 16, "up"],
  ["Auto", 14, "violet"],
  ["FMCG", 12, "teal"],
  ["Cash", 8, "grey"],
];
const HOLDINGS: Array<[string, number]> = [
  ["KOSHIFIN", 18.4],
  ["NAVTECH", 9.2],
  ["SURYAPHAR", -4.6],
  ["DHRUVAUTO", 12.1],
  ["MEGHACEM", -1.8],
  ["TRIVENIPWR", 6.5],
];

function portfolio(): Drawing {
  const r = 78;
  const circumference = 2 * Math.PI * r;
  let offset = 0;
  const zero = 430;
  const scale = 6.5;
  return {
    height: H,
    title: "Portfolio allocation by sector and unrealised gain or loss per holding",
    desc: `A donut chart splits a sample portfolio by sector: ${SECTORS.map(([name, share]) => `${name} ${share}%`).join(", ")}. Beside it, horizontal bars show the unrealised gain or loss of each holding: ${HOLDINGS.map(([name, pct]) => `${name} ${pct > 0 ? "+" : ""}${pct}%`).join(", ")}.`,
    caption: `Portfolio view: allocation by sector on the left, unrealised gain or loss per holding on the right. ${NOTE}`,
    body: (
      <>
        <text className="ch-h" x={12} y={24}>
          Allocation by sector
        </text>
        <g transform="translate(110 150) rotate(-90)">
          {SECTORS.map(([name, share, tone]) => {
            const length = (share / 100) * circumference;
            const slice = (
              <circle
                key={name}
                className={`ch-slice ch-stroke-${tone}`}
                r={r}
                strokeDasharray={`${n(length - 2)} ${n(circumference)}`}
                strokeDashoffset={n(-offset)}
              />
            );
            offset += length;
            return slice;
          })}
        </g>
        <text className="ch-h" x={110} y={148} textAnchor="middle">
          ₹8.42 L
        </text>
        <text className="ch-t" x={110} y={166} textAnchor="middle">
          market value
        </text>
        {SECTORS.map(([name, share, tone], k) => (
          <g key={name}>
            <rect className={`ch-fill-${tone}`} x={30 + (k % 2) * 108} y={262 + Math.floor(k / 2) * 24} width={12} height={12} rx={2} />
            <text className="ch-t" x={48 + (k % 2) * 108} y={273 + Math.floor(k / 2) * 24}>
              {name} {share}%
            </text>
          </g>
        ))}
        <text className="ch-h" x={262} y={24}>
          Unrealised gain / loss
        </text>
        <path className="ch-axis" d={`M${zero} 44V330`} />
        {HOLDINGS.map(([name, pct], k) => {
          const y = 56 + k * 46;
          const width = Math.abs(pct) * scale;
          const up = pct >= 0;
          return (
            <g key={name}>
              <text className="ch-t" x={262} y={y + 19}>
                {name}
              </text>
              <rect className={up ? "ch-up" : "ch-dn"} x={up ? zero : n(zero - width)} y={y + 4} width={n(width)} height={20} rx={3} />
              <text className={`ch-v ch-text-${up ? "up" : "down"}`} x={up ? n(zero + width + 6) : zero + 6} y={y + 19}>
                {up ? "+" : ""}
                {pct.toFixed(1)}%
              </text>
            </g>
          );
        })}
      </>
    ),
  };
}

const YEARS: Array<[string, number, number]> = [
  ["FY20", 1180, 96],
  ["FY21", 1240, 88],
  ["FY22", 1465, 142],
  ["FY23", 1630, 171],
  ["FY24", 1810, 198],
  ["FY25", 2045, 236],
];

function fundamentals(): Drawing {
  const first = YEARS[0]!;
  const last = YEARS[YEARS.length - 1]!;
  const cagr = ((last[1] / first[1]) ** (1 / (YEARS.length - 1)) - 1) * 100;
  const profitCagr = ((last[2] / first[2]) ** (1 / (YEARS.length - 1)) - 1) * 100;
  const top = 76;
  const bottom = 320;
  const ry = (v: number) => bottom - (v / 2400) * (bottom - top);
  const py = (v: number) => bottom - (v / 280) * (bottom - top);
  const step = 92;
  const x0 = 60;
  const stats = [`Sales CAGR ${cagr.toFixed(1)}%`, `Profit CAGR ${profitCagr.toFixed(1)}%`, "ROE 17.8%", "Debt/equity 0.21"];
  const statX = [12, 178, 350, 460];
  return {
    height: H,
    title: "Revenue and net profit by financial year",
    desc: `Bars show a sample company's revenue rising from ₹${first[1]} crore in ${first[0]} to ₹${last[1]} crore in ${last[0]}; a line shows net profit rising from ₹${first[2]} crore to ₹${last[2]} crore, with a dip in FY21. Summary figures: ${stats.join(", ")}.`,
    caption: `Fundamentals: six years of revenue (bars, left scale) and net profit (line, right scale) with growth and balance-sheet ratios. ${NOTE}`,
    body: (
      <>
        <Header
          label="SAMPLE LTD · ₹ crore"
          legend={[
            ["Revenue", "brand"],
            ["Net profit", "accent"],
          ]}
        />
        {stats.map((stat, k) => (
          <text key={stat} className="ch-v" x={statX[k]} y={54}>
            {stat}
          </text>
        ))}
        <path className="ch-grid" d={[0, 600, 1200, 1800, 2400].map((v) => `M${x0 - 8} ${n(ry(v))}H580`).join("")} />
        {[0, 600, 1200, 1800, 2400].map((v) => (
          <text key={v} className="ch-t" x={x0 - 12} y={n(ry(v)) + 4} textAnchor="end">
            {v}
          </text>
        ))}
        {[0, 70, 140, 210, 280].map((v) => (
          <text key={v} className="ch-t ch-text-accent" x={586} y={n(py(v)) + 4}>
            {v}
          </text>
        ))}
        {YEARS.map(([year, revenue], k) => (
          <g key={year}>
            <rect className="ch-fill-brand" x={x0 + 18 + k * step} y={n(ry(revenue))} width={48} height={n(bottom - ry(revenue))} rx={3} />
            <text className="ch-t" x={x0 + 42 + k * step} y={bottom + 20} textAnchor="middle">
              {year}
            </text>
          </g>
        ))}
        <path
          className="ch-line ch-thick ch-stroke-accent"
          d={YEARS.map(([, , p], k) => `${k ? "L" : "M"}${x0 + 42 + k * step} ${n(py(p))}`).join("")}
        />
        {YEARS.map(([year, , profit], k) => (
          <circle key={year} className="ch-dot" cx={x0 + 42 + k * step} cy={n(py(profit))} r={4.5} />
        ))}
      </>
    ),
  };
}

const DRAW: Record<ChartKind, () => Drawing> = {
  overview,
  fundamentals,
  scan,
  portfolio,
  "support-resistance": supportResistance,
  trendlines,
  signals,
  alerts,
  "supply-demand": supplyDemand,
  patterns,
};

const cache = new Map<ChartKind, Drawing>();

function drawing(kind: ChartKind): Drawing {
  let found = cache.get(kind);
  if (!found) {
    found = DRAW[kind]();
    cache.set(kind, found);
  }
  return found;
}

/** The accessible title of a chart kind (for alt texts and link labels elsewhere). */
export function chartTitle(kind: ChartKind): string {
  return drawing(kind).title;
}

/** A figure with an accessible SVG chart of the given kind and a caption. */
export function ChartFigure({ kind, caption, className }: { kind: ChartKind; caption?: string; className?: string }) {
  const id = useId();
  const { height, title, desc, caption: english, captionValues, body } = drawing(kind);
  // A translated page's caption comes from its catalogue (docs/adr/0059-hindi-with-lingui.md); the drawing's
  // accessible title and description stay English for now.
  const i18n = useI18n();
  const key = `product.chart.${kind}`;
  const fallback = i18n.locale !== "en" && i18n.has(key) ? `${i18n.t(key, captionValues)} ${i18n.t("product.chart.note")}` : english;
  return (
    <figure className={className ? `chart-figure ${className}` : "chart-figure"}>
      <ChartSvg id={id} height={height} title={title} desc={desc}>
        {body}
      </ChartSvg>
      <figcaption>{caption ?? fallback}</figcaption>
    </figure>
  );
}
