/**
 * A quote's explanation as typed parts (docs/adr/0066-price-explanation-parts.md): each sentence is a key and
 * its values — names as data, amounts as minor units with their currency, days as ISO dates, counts as numbers —
 * so a page can say it in its own language; explanation-english.ts writes the English sentences from them.
 * A value may itself be a part (an offer's name, a rate in words) or a list of names or parts.
 */
import type { Currency } from "../money.ts";
import type { IsoDate } from "./dates.ts";

/** An amount in minor units (paise or cents). */
export interface Amount {
  minor: number;
  currency: Currency;
}

/** A calendar day. */
export interface Day {
  day: IsoDate;
}

export type PartValue = string | number | Amount | Day | ExplanationPart | readonly (string | ExplanationPart)[];

export interface ExplanationPart {
  key: ExplanationKey;
  values: Readonly<Record<string, PartValue>>;
}

/** Every key a part can have: the sentences, then the phrases used inside them. */
export const EXPLANATION_KEYS = [
  "newSubscription",
  "newSubscriptionAfterTrial",
  "changeAddingPeriod",
  "changeKeepingExpiry",
  "graceFollowOn",
  "keepDropped",
  "noMonthsLeft",
  "monthsLeft",
  "monthsLeftOverGrace",
  "monthsLeftWithinGrace",
  "upgradeMonthsLeft",
  "addonMonthsLeft",
  "otherLicencesMonthsLeft",
  "addedLicencesMonthsLeft",
  "newPeriodItem",
  "newPeriodItemKeptPrices",
  "moreSimultaneousLicences",
  "nonSimultaneousFee",
  "nonSimultaneousFeeHeld",
  "portfolio",
  "priceBeforeDiscount",
  "discountApplied",
  "discountAppliedNotData",
  "smallerDiscounts",
  "freeMonths",
  "freeMonthsNeedNewPeriod",
  "couponSavesNothing",
  "gst",
  "noGstUsd",
  "walletPaid",
  "walletNotForRecurring",
  "walletOtherCurrency",
  "toPay",
  // Phrases inside sentences.
  "rate",
  "rateLessPaid",
  "rateLessPaidAfterDiscount",
  "pricesOf",
  "earlierPrices",
  "offerRule",
  "offerCoupon",
  "offerRenewal",
  "offerInstitute",
  "offerLicenceVolume",
  "smallerDiscount",
  "walletSubscriptionCredit",
  "walletCashCredit",
  "walletGeneralCredit",
] as const;

export type ExplanationKey = (typeof EXPLANATION_KEYS)[number];

export function part(key: ExplanationKey, values: Record<string, PartValue> = {}): ExplanationPart {
  return { key, values };
}

export function amount(minor: number, currency: Currency): Amount {
  return { minor, currency };
}

export function day(date: IsoDate): Day {
  return { day: date };
}

/** 12.5 → 12.5, 33.333 → 33.33: a percent as the explanation says it. */
export function percentValue(value: number): number {
  return Number(value.toFixed(2));
}
