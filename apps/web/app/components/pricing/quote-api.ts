/**
 * The Quote call (`POST /api/payment/Quote`) as the pages use it: what a pricing error or a summary
 * looks like to the page, and the comparison with the summary the engine worked out in the browser.
 * The request body is the selection itself, which the server parses with core's selection schema;
 * the answer is read by quote-answer.ts.
 */
import {
  isPricingErrorCode,
  PRICE_LINE_MONEY_FIELDS,
  PRICE_SUMMARY_MONEY_FIELDS,
  type PriceSummary,
  type PricingError,
  type QuoteResult,
} from "@investar/core";

/** The parts of a Price summary the pages show; the engine's PriceSummary is one. Amounts in minor units. */
export type ShownSummary = Pick<
  PriceSummary,
  | "currency"
  | "kind"
  | "productAndAmounts"
  | "portfolio"
  | "noOfLicense"
  | "discount"
  | "discountPerc"
  | "discountType"
  | "totalDeduction"
  | "totalExcludingDeduction"
  | "subscrDed"
  | "cashDed"
  | "creditDed"
  | "gst"
  | "originalPrice"
  | "freeMonths"
  | "total"
  | "newExpiryDate"
  | "explanation"
  | "explanationParts"
  | "currentWorth"
  | "currentExpiryDate"
> & { remainingMonths?: number };

export type QuoteOutcome = { ok: true; summary: ShownSummary } | { ok: false; error: PricingError };

export function outcomeOf(result: QuoteResult): QuoteOutcome {
  return result.ok ? { ok: true, summary: result.summary } : { ok: false, error: result.error };
}

/** A 400 answer of the Quote call as a pricing error, or null for any other failure. */
export function pricingErrorFromApi(status: number, body: unknown): PricingError | null {
  if (status !== 400 || typeof body !== "object" || body === null) return null;
  const { code, message } = body as { code?: unknown; message?: unknown };
  return isPricingErrorCode(code) && typeof message === "string" ? { code, message } : null;
}

/** True when two summaries charge the same: every amount, line, licence count, discount, free month and date. */
export function sameFigures(a: ShownSummary, b: ShownSummary): boolean {
  if (a.currency !== b.currency || a.productAndAmounts.length !== b.productAndAmounts.length) return false;
  if (PRICE_SUMMARY_MONEY_FIELDS.some((field) => a[field] !== b[field])) return false;
  if (a.noOfLicense !== b.noOfLicense || a.discountPerc !== b.discountPerc || a.discountType !== b.discountType) return false;
  if (a.freeMonths !== b.freeMonths || a.newExpiryDate !== b.newExpiryDate || a.kind !== b.kind) return false;
  return a.productAndAmounts.every((line, index) => {
    const other = b.productAndAmounts[index];
    return other !== undefined && line.Id === other.Id && PRICE_LINE_MONEY_FIELDS.every((field) => line[field] === other[field]);
  });
}

/** Same figures, or the same pricing error. */
export function sameOutcome(a: QuoteOutcome, b: QuoteOutcome): boolean {
  if (a.ok && b.ok) return sameFigures(a.summary, b.summary);
  if (!a.ok && !b.ok) return a.error.code === b.error.code;
  return false;
}
