/**
 * docs/business-rules.md#pricing-pages: an upgrade (or an extension) told as the customer weighs it — what is left of the current
 * subscription and what it is worth, what the new selection costs for that time, the new period, the
 * discounts and credits, and what is paid today. Every figure is read off the quote's own Price summary,
 * so the account adds up to exactly the total that is charged.
 */
import { NON_SIMULTANEOUS_LINE_ID } from "./lines.ts";
import type { PriceSummary } from "./quote.ts";

export type ChangeAccountSource = Pick<
  PriceSummary,
  "kind" | "productAndAmounts" | "remainingMonths" | "currentWorth" | "portfolio" | "discount" | "gst" | "totalDeduction" | "total"
>;

/** Amounts in minor units; each is 0 when it plays no part. */
export interface ChangeAccount {
  monthsLeft: number;
  /** What is left of the current subscription counts for this much towards the new selection. */
  leftWorth: number;
  /** The new selection for the months left: leftWorth + forMonthsLeft. */
  newCostForMonthsLeft: number;
  /** What is charged for the months left: the difference. */
  forMonthsLeft: number;
  /** The new period after the current expiry; 0 when the expiry date is kept. */
  newPeriod: number;
  /** The one-time fee for extra non-simultaneous licences. */
  licenceFee: number;
  portfolio: number;
  discount: number;
  gst: number;
  /** Paid from the wallet's credits. */
  walletCredits: number;
  /** forMonthsLeft + newPeriod + licenceFee + portfolio − discount + gst − walletCredits. */
  paidToday: number;
}

/** The account of a change to a subscription in service with months left to charge; null for anything else. */
export function changeAccount(summary: ChangeAccountSource): ChangeAccount | null {
  if (summary.kind === "fresh" || summary.kind === "renewal" || summary.remainingMonths === 0) return null;
  let forMonthsLeft = 0;
  let newPeriod = 0;
  let licenceFee = 0;
  for (const line of summary.productAndAmounts) {
    if (line.Id === NON_SIMULTANEOUS_LINE_ID) {
      licenceFee += line.Total;
      continue;
    }
    forMonthsLeft += line.AmountForCurrent + line.LicenseForCurrent;
    newPeriod += line.AmountForRenew + line.LicenseForRenew;
  }
  return {
    monthsLeft: summary.remainingMonths,
    leftWorth: summary.currentWorth,
    newCostForMonthsLeft: summary.currentWorth + forMonthsLeft,
    forMonthsLeft,
    newPeriod,
    licenceFee,
    portfolio: summary.portfolio,
    discount: summary.discount,
    gst: summary.gst,
    walletCredits: summary.totalDeduction,
    paidToday: summary.total,
  };
}
