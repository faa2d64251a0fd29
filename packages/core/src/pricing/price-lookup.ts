/**
 * Finding a price: the price set recorded for the subscriber if the catalogue still has a price
 * for that item and plan in it (in the quote's currency — the USD counterpart of an INR set and
 * vice versa), else the set in effect today (price-sets.ts). A subscriber who bought at "INR" keeps
 * those prices after a later dated set starts.
 */
import type { Currency } from "../money.ts";
import { CURRENT_PRICE_SET, type BillingPlan, type PriceSetId, type PriceTable } from "./catalogue.ts";
import type { IsoDate } from "./dates.ts";
import { inEnglish } from "./explanation-english.ts";
import { day, part, type ExplanationPart } from "./explanation-parts.ts";

const PRICE_SET_ID = /^(INR|USD)(?:_(\d{2}_\d{2}_\d{2}))?$/u;

export interface FoundPrice {
  /** One licence, one whole period of the plan, minor units. */
  amount: number;
  priceSet: PriceSetId;
  /** True when a recorded (older) price set gave the price. */
  isRecordedSet: boolean;
}

/** The same dated set in another currency: ("INR_01_07_17", "USD") → "USD_01_07_17"; null if not a price set id. */
export function priceSetInCurrency(priceSet: PriceSetId, currency: Currency): PriceSetId | null {
  const match = PRICE_SET_ID.exec(priceSet);
  if (!match) return null;
  return match[2] ? `${currency}_${match[2]}` : CURRENT_PRICE_SET[currency];
}

/** "01_07_17" → "1 Jul 2017", for telling the customer which prices they keep. */
export function describePriceSet(priceSet: PriceSetId): string {
  return inEnglish(priceSetPart(priceSet));
}

/** A price set in words for the explanation: "prices of 1 Apr 2025", or "earlier prices" for the first set. */
export function priceSetPart(priceSet: PriceSetId): ExplanationPart {
  const match = PRICE_SET_ID.exec(priceSet);
  if (!match?.[2]) return part("earlierPrices");
  const [dd, mm, yy] = match[2].split("_").map(Number) as [number, number, number];
  return part("pricesOf", { from: day(`${2000 + yy}-${String(mm).padStart(2, "0")}-${String(dd).padStart(2, "0")}` as IsoDate) });
}

export function findPrice(
  table: PriceTable,
  itemId: string,
  plan: BillingPlan,
  currency: Currency,
  recordedSet: PriceSetId | null,
  currentSet: PriceSetId,
): FoundPrice | null {
  const byPlan = table[itemId]?.[plan];
  if (!byPlan) return null;
  const recorded = recordedSet === null ? null : priceSetInCurrency(recordedSet, currency);
  if (recorded !== null && recorded !== currentSet) {
    const amount = byPlan[recorded];
    if (isPrice(amount)) return { amount, priceSet: recorded, isRecordedSet: true };
  }
  const current = byPlan[currentSet];
  return isPrice(current) ? { amount: current, priceSet: currentSet, isRecordedSet: false } : null;
}

function isPrice(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0;
}
