/**
 * The Quote call (`POST /api/payment/Quote`) as the pages use it: the request body for a
 * selection, the answer turned back into integer minor units, and the comparison with the
 * summary the engine worked out in the browser. The API answers amounts in currency units
 * (rupees; dollars with cents); they are converted once, here, with Math.round(units × 100).
 */
import { isPricingErrorCode, MINOR_PER_UNIT, type Currency, type DiscountType, type PriceSummary, type PricingError, type QuoteKind, type QuoteResult, type QuoteSelection } from "@investar/core";

export interface QuoteRequestBody {
  currency: Currency;
  product: string;
  plan: string;
  addons: string[];
  licenseType?: string;
  noOfLicenses: number;
  portfolio: number;
  couponCode?: string;
  useWallet: boolean;
  expiryMode: number;
  isMobile: boolean;
}

export function quoteRequestBody(selection: QuoteSelection): QuoteRequestBody {
  return {
    currency: selection.currency,
    product: selection.product,
    plan: selection.plan,
    addons: [...selection.addons],
    ...(selection.licenseType === null ? {} : { licenseType: selection.licenseType }),
    noOfLicenses: selection.noOfLicenses,
    portfolio: selection.portfolio,
    ...(selection.couponCode === null ? {} : { couponCode: selection.couponCode }),
    useWallet: selection.useWallet,
    expiryMode: selection.expiryMode,
    isMobile: selection.isMobile,
  };
}

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
> & { remainingMonths?: number };

export type QuoteOutcome = { ok: true; summary: ShownSummary } | { ok: false; error: PricingError };

export function outcomeOf(result: QuoteResult): QuoteOutcome {
  return result.ok ? { ok: true, summary: result.summary } : { ok: false, error: result.error };
}

const MONEY_FIELDS = ["portfolio", "discount", "totalDeduction", "totalExcludingDeduction", "subscrDed", "cashDed", "creditDed", "gst", "originalPrice", "total"] as const;
const LINE_MONEY_FIELDS = ["AmountForCurrent", "AmountForRenew", "LicenseForCurrent", "LicenseForRenew", "Total"] as const;
const KINDS: readonly QuoteKind[] = ["fresh", "upgrade", "renewal", "extension"];

/** Currency units from the API (₹2493, $35.97) to integer minor units (249300, 3597), the inverse of core's minorToUnits. */
export function minorFromUnits(units: number, currency: Currency): number {
  return Math.round(units * MINOR_PER_UNIT[currency]);
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/** The API's summary in minor units, or null when the answer doesn't have the Price summary's shape. */
export function summaryFromApi(body: unknown, currency: Currency): ShownSummary | null {
  if (!isObject(body) || !Array.isArray(body.productAndAmounts)) return null;
  const money: Partial<Record<(typeof MONEY_FIELDS)[number], number>> = {};
  for (const field of MONEY_FIELDS) {
    const value = body[field] ?? 0;
    if (!isNumber(value)) return null;
    money[field] = minorFromUnits(value, currency);
  }
  const lines: ShownSummary["productAndAmounts"] = [];
  for (const line of body.productAndAmounts) {
    if (!isObject(line) || typeof line.Id !== "string" || typeof line.Name !== "string") return null;
    const amounts = LINE_MONEY_FIELDS.map((field) => line[field] ?? 0);
    if (!amounts.every(isNumber)) return null;
    const [AmountForCurrent, AmountForRenew, LicenseForCurrent, LicenseForRenew, Total] = amounts.map((value) => minorFromUnits(value, currency)) as [number, number, number, number, number];
    lines.push({ Id: line.Id, Name: line.Name, AmountForCurrent, AmountForRenew, LicenseForCurrent, LicenseForRenew, Total });
  }
  const kind = KINDS.find((candidate) => candidate === body.kind) ?? "fresh";
  return {
    currency,
    kind,
    productAndAmounts: lines,
    portfolio: money.portfolio ?? 0,
    noOfLicense: isNumber(body.noOfLicense) ? body.noOfLicense : 1,
    discount: money.discount ?? 0,
    discountPerc: isNumber(body.discountPerc) ? body.discountPerc : 0,
    discountType: typeof body.discountType === "string" ? (body.discountType as DiscountType) : null,
    totalDeduction: money.totalDeduction ?? 0,
    totalExcludingDeduction: money.totalExcludingDeduction ?? 0,
    subscrDed: money.subscrDed ?? 0,
    cashDed: money.cashDed ?? 0,
    creditDed: money.creditDed ?? 0,
    gst: money.gst ?? 0,
    originalPrice: money.originalPrice ?? 0,
    freeMonths: isNumber(body.freeMonths) ? body.freeMonths : 0,
    total: money.total ?? 0,
    newExpiryDate: typeof body.newExpiryDate === "string" ? body.newExpiryDate : "",
    explanation: Array.isArray(body.explanation) ? body.explanation.filter((item): item is string => typeof item === "string") : [],
    ...(isNumber(body.remainingMonths) ? { remainingMonths: body.remainingMonths } : {}),
  };
}

/** A 400 answer of the Quote call as a pricing error, or null for any other failure. */
export function pricingErrorFromApi(status: number, body: unknown): PricingError | null {
  if (status !== 400 || !isObject(body) || !isPricingErrorCode(body.code) || typeof body.message !== "string") return null;
  return { code: body.code, message: body.message };
}

/** True when two summaries charge the same: every amount, line, licence count, discount, free month and date. */
export function sameFigures(a: ShownSummary, b: ShownSummary): boolean {
  if (a.currency !== b.currency || a.productAndAmounts.length !== b.productAndAmounts.length) return false;
  if (MONEY_FIELDS.some((field) => a[field] !== b[field])) return false;
  if (a.noOfLicense !== b.noOfLicense || a.discountPerc !== b.discountPerc || a.discountType !== b.discountType) return false;
  if (a.freeMonths !== b.freeMonths || a.newExpiryDate !== b.newExpiryDate || a.kind !== b.kind) return false;
  return a.productAndAmounts.every((line, index) => {
    const other = b.productAndAmounts[index];
    return other !== undefined && line.Id === other.Id && LINE_MONEY_FIELDS.every((field) => line[field] === other[field]);
  });
}

/** Same figures, or the same pricing error. */
export function sameOutcome(a: QuoteOutcome, b: QuoteOutcome): boolean {
  if (a.ok && b.ok) return sameFigures(a.summary, b.summary);
  if (!a.ok && !b.ok) return a.error.code === b.error.code;
  return false;
}
