/**
 * Shared SVG primitives for the marketing charts: one candlestick renderer (two <path>s for any
 * number of candles), a price axis, line overlays and small label tags. Coordinates are rounded
 * to one decimal so the markup stays small and identical on the server and in the browser.
 */
import type { ReactNode } from "react";
import type { Candle } from "./synthetic-prices.ts";

export const W = 640;

/** Rounds a coordinate to one decimal place. */
export const n = (value: number): number => Math.round(value * 10) / 10;

export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface Frame extends Box {
  min: number;
  max: number;
  /** Candle body width. */
  bw: number;
  x: (index: number) => number;
  y: (price: number) => number;
}

/** Maps bar indexes and prices into a box, with a little head-room above and below. */
export function makeFrame(candles: readonly Candle[], box: Box, extra: readonly number[] = [], pad = 0.06, slots = candles.length): Frame {
  let lo = Infinity;
  let hi = -Infinity;
  for (const candle of candles) {
    lo = Math.min(lo, candle.l);
    hi = Math.max(hi, candle.h);
  }
  for (const value of extra) {
    lo = Math.min(lo, value);
    hi = Math.max(hi, value);
  }
  const span = hi - lo || 1;
  const min = lo - span * pad;
  const max = hi + span * pad;
  const step = (box.right - box.left) / slots;
  return {
    ...box,
    min,
    max,
    bw: Math.max(1.5, step * 0.62),
    x: (index) => box.left + step * (index + 0.5),
    y: (price) => box.bottom - ((price - min) / (max - min)) * (box.bottom - box.top),
  };
}

/** All candles as two filled paths: rising (close ≥ open) and falling. */
export function Candles({ candles, f }: { candles: readonly Candle[]; f: Frame }) {
  let up = "";
  let down = "";
  const half = f.bw / 2;
  candles.forEach((candle, i) => {
    const x = f.x(i);
    const top = f.y(Math.max(candle.o, candle.c));
    const height = Math.max(f.y(Math.min(candle.o, candle.c)) - top, 1);
    const d =
      `M${n(x - half)} ${n(top)}h${n(f.bw)}v${n(height)}h${n(-f.bw)}z` + `M${n(x - 0.6)} ${n(f.y(candle.h))}h1.2V${n(f.y(candle.l))}h-1.2z`;
    if (candle.c >= candle.o) up += d;
    else down += d;
  });
  return (
    <g>
      <path className="ch-up" d={up} />
      <path className="ch-dn" d={down} />
    </g>
  );
}

/** A "nice" step (1, 2, 2.5 or 5 × 10^k) giving about `count` intervals. */
export function niceStep(span: number, count = 4): number {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 2.5 ? 2.5 : unit <= 5 ? 5 : 10) * power;
}

export function formatPrice(value: number): string {
  return value >= 1000 ? Math.round(value).toString() : value.toFixed(value >= 100 ? 1 : 2);
}

/** Horizontal grid lines with price labels to the right of the frame. */
export function PriceAxis({ f, count = 4 }: { f: Frame; count?: number }) {
  const step = niceStep(f.max - f.min, count);
  const ticks: number[] = [];
  for (let value = Math.ceil(f.min / step) * step; value <= f.max; value += step) ticks.push(value);
  return (
    <g>
      <path className="ch-grid" d={ticks.map((t) => `M${f.left} ${n(f.y(t))}H${f.right}`).join("")} />
      {ticks.map((t) => (
        <text key={t} className="ch-t" x={f.right + 6} y={n(f.y(t)) + 4}>
          {formatPrice(t)}
        </text>
      ))}
    </g>
  );
}

/** A polyline through the defined values of a per-bar series. */
export function seriesPath(values: ReadonlyArray<number | undefined>, x: (i: number) => number, y: (v: number) => number): string {
  let d = "";
  values.forEach((value, i) => {
    if (value === undefined) return;
    d += `${d ? "L" : "M"}${n(x(i))} ${n(y(value))}`;
  });
  return d;
}

/** A small filled label; `anchor="end"` right-aligns it at x. */
export function Tag({
  x,
  y,
  text,
  tone,
  anchor = "start",
}: {
  x: number;
  y: number;
  text: string;
  tone: string;
  anchor?: "start" | "end" | "middle";
}) {
  const width = text.length * 7.9 + 12;
  const left = anchor === "end" ? x - width : anchor === "middle" ? x - width / 2 : x;
  return (
    <g>
      <rect className={`ch-fill-${tone}`} x={n(left)} y={n(y - 10)} width={n(width)} height={20} rx={4} />
      <text className="ch-tag" x={n(left + 6)} y={n(y + 4)}>
        {text}
      </text>
    </g>
  );
}

/** Upward (buy) or downward (sell) triangle marker centred on x. */
export function markerPath(x: number, y: number, up: boolean, size = 7): string {
  const h = up ? size : -size;
  return `M${n(x)} ${n(y)}l${size} ${n(h * 1.4)}h${-size * 2}z`;
}

/** A bell glyph centred on (x, y), for alert markers. */
export function Bell({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${n(x - 9)} ${n(y - 10)})`}>
      <path
        className="ch-fill-accent"
        d="M9 0c-3.6 0-6 2.7-6 6.4v4.4L0 15h18l-3-4.2V6.4C15 2.7 12.6 0 9 0zM6.4 16.6a2.6 2.6 0 0 0 5.2 0z"
      />
    </g>
  );
}

/** The chart's outer <svg>: scales with its container and is described by a title and desc. */
export function ChartSvg({
  id,
  height,
  title,
  desc,
  children,
}: {
  id: string;
  height: number;
  title: string;
  desc: string;
  children: ReactNode;
}) {
  return (
    <svg
      className="ch"
      viewBox={`0 0 ${W} ${height}`}
      width="100%"
      role="img"
      aria-labelledby={`${id}t ${id}d`}
      preserveAspectRatio="xMidYMid meet"
    >
      <title id={`${id}t`}>{title}</title>
      <desc id={`${id}d`}>{desc}</desc>
      {children}
    </svg>
  );
}
