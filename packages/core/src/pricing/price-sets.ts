/**
 * Dated price sets (ADR 0024). A set applies to new purchases from its effectiveFrom day
 * until a later set of the same currency starts; subscribers in service keep the set recorded for them
 * (price-lookup.ts). Two sets of one currency may not start on the same day: which one applied would
 * be a matter of row order.
 */
import type { Currency } from "../money.ts";
import { CURRENT_PRICE_SET, type PriceSet, type PriceSetId } from "./catalogue.ts";
import type { IsoDate } from "./dates.ts";

/** The set new purchases in `currency` are priced at on `today`: the latest one started by then. */
export function priceSetInEffect(priceSets: readonly PriceSet[], currency: Currency, today: IsoDate): PriceSetId {
  let best: PriceSet | null = null;
  for (const set of priceSets) {
    if (set.currency !== currency || set.effectiveFrom > today) continue;
    if (best === null || set.effectiveFrom > best.effectiveFrom) best = set;
  }
  return best?.id ?? CURRENT_PRICE_SET[currency];
}

/** The set in effect per currency on `today`. */
export function priceSetsInEffect(priceSets: readonly PriceSet[], today: IsoDate): Record<Currency, PriceSetId> {
  return { INR: priceSetInEffect(priceSets, "INR", today), USD: priceSetInEffect(priceSets, "USD", today) };
}

/**
 * A new set's id, in the spelling the recorded ones use (currency, underscore, dd_mm_yy), so its
 * counterpart in the other currency is found the same way: ("INR", "2027-01-01") → "INR_01_01_27".
 */
export function datedPriceSetId(currency: Currency, effectiveFrom: IsoDate): PriceSetId {
  const [year, month, day] = effectiveFrom.split("-") as [string, string, string];
  return `${currency}_${day}_${month}_${year.slice(2)}`;
}

/**
 * Why a new set can't be added, by field (none: it can). It must start today or later (purchases already
 * made were priced by the sets of their day) and on a day no other set of its currency starts.
 */
export function newPriceSetProblems(
  priceSets: readonly PriceSet[],
  candidate: { currency: Currency; effectiveFrom: IsoDate },
  today: IsoDate,
): Record<string, string> {
  if (candidate.effectiveFrom < today) return { effectiveFrom: "A new price set must start today or later." };
  const id = datedPriceSetId(candidate.currency, candidate.effectiveFrom);
  const clash = priceSets.find(
    (set) => set.id === id || (set.currency === candidate.currency && set.effectiveFrom === candidate.effectiveFrom),
  );
  if (clash)
    return {
      effectiveFrom: `Price set ${clash.id} already starts on ${candidate.effectiveFrom}; dated sets of one currency may not overlap.`,
    };
  return {};
}
