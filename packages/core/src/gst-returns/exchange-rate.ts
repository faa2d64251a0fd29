/**
 * Rupees per US dollar as recorded on an export invoice (docs/business-rules.md#gst-invoices): a decimal
 * with up to four places ("84.2575"), kept as text so it prints and compares exactly as it was set.
 * Conversions use integer arithmetic on ten-thousandths of a rupee and round half up to the paisa, once
 * per document.
 */
const RATE_SHAPE = /^(\d{1,4})(?:\.(\d{1,4}))?$/;

/** "84.2575" → 842575; null when it is not a positive rate with at most four decimals. */
export function rateTenThousandths(rate: string): number | null {
  const match = RATE_SHAPE.exec(rate.trim());
  if (!match) return null;
  const value = Number(match[1]) * 10_000 + Number((match[2] ?? "").padEnd(4, "0"));
  return value > 0 ? value : null;
}

/** The rate written with exactly four decimals, as invoices record and print it: "84.2575". */
export function normaliseExchangeRate(rate: string): string | null {
  const value = rateTenThousandths(rate);
  if (value === null) return null;
  return `${Math.floor(value / 10_000)}.${String(value % 10_000).padStart(4, "0")}`;
}

/** Cents of US dollars → paise at `rate` rupees per dollar, rounded half up. */
export function centsToPaise(cents: number, rate: string): number {
  const value = rateTenThousandths(rate);
  if (value === null) throw new RangeError(`Not an exchange rate: ${rate}`);
  // paise = cents × rupees-per-dollar = cents × value / 10 000
  const product = BigInt(cents) * BigInt(value);
  const sign = product < 0n ? -1n : 1n;
  const magnitude = product * sign;
  return Number(sign * ((magnitude * 2n + 10_000n) / 20_000n));
}
