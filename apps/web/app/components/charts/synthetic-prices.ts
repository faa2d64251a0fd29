/**
 * Deterministic synthetic market data for the marketing charts. Everything is derived from a
 * seeded PRNG so the server render and the browser hydration produce identical markup.
 * Never use Math.random here.
 */

export interface Candle {
  o: number;
  h: number;
  l: number;
  c: number;
  v: number;
}

/** mulberry32: a tiny, fast 32-bit seeded PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** [bar index, price] waypoints; the series follows straight lines between them. */
export type Anchor = readonly [number, number];

/**
 * Candles whose closes follow the anchor path plus seeded noise. `noise` is the relative size of
 * a typical daily move (0.01 = 1%). The last anchor's index sets the number of bars.
 */
export function pathCandles(anchors: readonly Anchor[], seed: number, noise = 0.01): Candle[] {
  const rand = mulberry32(seed);
  const last = anchors[anchors.length - 1];
  const count = last ? last[0] + 1 : 0;
  const candles: Candle[] = [];
  let segment = 0;
  let prev = anchors[0]?.[1] ?? 100;
  for (let i = 0; i < count; i++) {
    while (segment < anchors.length - 2 && anchors[segment + 1]![0] < i) segment++;
    const [i0, p0] = anchors[segment]!;
    const [i1, p1] = anchors[Math.min(segment + 1, anchors.length - 1)]!;
    const target = i1 === i0 ? p0 : p0 + ((p1 - p0) * (i - i0)) / (i1 - i0);
    const o = prev * (1 + (rand() - 0.5) * noise * 0.4);
    const c = target * (1 + (rand() - 0.5) * noise * 1.6);
    const h = Math.max(o, c) * (1 + rand() * noise * 0.7);
    const l = Math.min(o, c) * (1 - rand() * noise * 0.7);
    const v = Math.round(40 + rand() * 45 + (Math.abs(c - o) / o) * 2600);
    candles.push({ o, h, l, c, v });
    prev = c;
  }
  return candles;
}

/** Simple moving average of closes (undefined until enough bars). */
export function sma(candles: readonly Candle[], period: number): Array<number | undefined> {
  let sum = 0;
  return candles.map((candle, i) => {
    sum += candle.c;
    if (i >= period) sum -= candles[i - period]!.c;
    return i >= period - 1 ? sum / period : undefined;
  });
}

/** Exponential moving average of closes, seeded with the first close. */
export function ema(candles: readonly Candle[], period: number): number[] {
  const k = 2 / (period + 1);
  let value = candles[0]?.c ?? 0;
  return candles.map((candle) => (value = candle.c * k + value * (1 - k)));
}

/** Wilder's RSI of closes. */
export function rsi(candles: readonly Candle[], period = 14): Array<number | undefined> {
  let gain = 0;
  let loss = 0;
  return candles.map((candle, i) => {
    if (i === 0) return undefined;
    const change = candle.c - candles[i - 1]!.c;
    const up = Math.max(change, 0);
    const down = Math.max(-change, 0);
    if (i <= period) {
      gain += up / period;
      loss += down / period;
      if (i < period) return undefined;
    } else {
      gain = (gain * (period - 1) + up) / period;
      loss = (loss * (period - 1) + down) / period;
    }
    return loss === 0 ? 100 : 100 - 100 / (1 + gain / loss);
  });
}

/** Swing points: bars whose high (or low) is the extreme of the `k` bars on each side. */
export function pivots(candles: readonly Candle[], k: number, kind: "high" | "low"): number[] {
  const found: number[] = [];
  for (let i = k; i < candles.length - k; i++) {
    const value = kind === "high" ? candles[i]!.h : candles[i]!.l;
    let extreme = true;
    for (let j = i - k; j <= i + k && extreme; j++) {
      if (j === i) continue;
      const other = kind === "high" ? candles[j]!.h : candles[j]!.l;
      extreme = kind === "high" ? value >= other : value <= other;
    }
    if (extreme) found.push(i);
  }
  return found;
}

export interface Level {
  price: number;
  touches: number;
}

/**
 * Automatic support/resistance: swing highs and lows are clustered when they lie within
 * `tolerance` (relative) of each other; clusters touched at least twice become levels.
 */
export function autoLevels(candles: readonly Candle[], k = 4, tolerance = 0.012, max = 4): Level[] {
  const prices = [...pivots(candles, k, "high").map((i) => candles[i]!.h), ...pivots(candles, k, "low").map((i) => candles[i]!.l)].sort(
    (a, b) => a - b,
  );
  const clusters: number[][] = [];
  for (const price of prices) {
    const current = clusters[clusters.length - 1];
    const mean = current ? current.reduce((s, p) => s + p, 0) / current.length : 0;
    if (current && Math.abs(price - mean) / mean <= tolerance) current.push(price);
    else clusters.push([price]);
  }
  return clusters
    .filter((cluster) => cluster.length >= 2)
    .map((cluster) => ({ price: cluster.reduce((s, p) => s + p, 0) / cluster.length, touches: cluster.length }))
    .sort((a, b) => b.touches - a.touches)
    .slice(0, max);
}

/** A straight line through bar space: price = a + b * index. */
export interface Line {
  a: number;
  b: number;
}

/**
 * Automatic rising channel: the lower line starts at the lowest low of the first third and takes
 * the smallest slope that keeps every later low (up to `end`) on or above it; the upper line is
 * its parallel through the high that stands furthest above it.
 */
export function autoChannel(candles: readonly Candle[], end = candles.length): { lower: Line; upper: Line; start: number } {
  let start = 0;
  for (let i = 1; i < Math.floor(end / 3); i++) if (candles[i]!.l < candles[start]!.l) start = i;
  const p0 = candles[start]!.l;
  let slope = Infinity;
  for (let j = start + 8; j < end; j++) slope = Math.min(slope, (candles[j]!.l - p0) / (j - start));
  const lower = { a: p0 - slope * start, b: slope };
  let offset = 0;
  for (let j = start; j < end; j++) offset = Math.max(offset, candles[j]!.h - (lower.a + lower.b * j));
  return { lower, upper: { a: lower.a + offset, b: slope }, start };
}

/** Moving-average crossover signals: +1 buy (fast crosses above slow), -1 sell. */
export function crossovers(fast: readonly number[], slow: readonly number[], from = 1): Array<{ index: number; side: 1 | -1 }> {
  const signals: Array<{ index: number; side: 1 | -1 }> = [];
  for (let i = Math.max(from, 1); i < fast.length; i++) {
    const before = fast[i - 1]! - slow[i - 1]!;
    const now = fast[i]! - slow[i]!;
    if (before <= 0 && now > 0) signals.push({ index: i, side: 1 });
    else if (before >= 0 && now < 0) signals.push({ index: i, side: -1 });
  }
  return signals;
}

/** Lowest low / highest high over an inclusive index range. */
export function lowest(candles: readonly Candle[], from: number, to: number): number {
  let value = Infinity;
  for (let i = Math.max(0, from); i <= Math.min(to, candles.length - 1); i++) value = Math.min(value, candles[i]!.l);
  return value;
}

export function highest(candles: readonly Candle[], from: number, to: number): number {
  let value = -Infinity;
  for (let i = Math.max(0, from); i <= Math.min(to, candles.length - 1); i++) value = Math.max(value, candles[i]!.h);
  return value;
}

/** Index of the lowest low / highest high in an inclusive range. */
export function argLowest(candles: readonly Candle[], from: number, to: number): number {
  let best = from;
  for (let i = from; i <= to; i++) if (candles[i]!.l < candles[best]!.l) best = i;
  return best;
}

export function argHighest(candles: readonly Candle[], from: number, to: number): number {
  let best = from;
  for (let i = from; i <= to; i++) if (candles[i]!.h > candles[best]!.h) best = i;
  return best;
}
