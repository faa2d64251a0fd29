/**
 * Licences (docs/business-rules.md#licence-discount). Simultaneous licences each run at the same time, so each costs the full
 * price, and volume earns a discount counted over all licences the customer will hold (current
 * and new). Non-simultaneous licences run one at a time on several computers, so they are a
 * small fixed charge per extra licence instead.
 */
import type { Currency } from "../money.ts";
import type { LicenseType } from "./catalogue.ts";

/** docs/business-rules.md#licence-discount: 2 → 10 %, 3–4 → 20 %, 5 or more → 25 %; 1 licence has no discount. */
export function simultaneousLicenceDiscountPercent(totalLicences: number): number {
  if (totalLicences >= 5) return 25;
  if (totalLicences >= 3) return 20;
  if (totalLicences === 2) return 10;
  return 0;
}

/**
 * docs/business-rules.md#non-simultaneous-licence-fee "1000 per licence": ₹1,000 for INR. For USD we charge $12.00 — ₹1,000 at about ₹83
 * to the dollar, rounded to whole dollars. The catalogue carries the live amounts.
 */
export const DEFAULT_NON_SIMULTANEOUS_LICENCE_FEE: Record<Currency, number> = { INR: 1000_00, USD: 12_00 };

/**
 * Paid seats: how many copies of the subscription's price are bought. Simultaneous licences
 * are each a seat; non-simultaneous ones share a single seat.
 */
export function paidSeats(licenseType: LicenseType | null, noOfLicenses: number): number {
  return licenseType === "Simultaneous" ? noOfLicenses : 1;
}

/**
 * Extra non-simultaneous licences charged in this order: the first licence comes with the
 * subscription, and licences the customer already holds (of either type) were paid for before,
 * so the one-time fee is only for licences beyond both.
 */
export function chargeableNonSimultaneousLicences(noOfLicenses: number, licencesHeld: number): number {
  return Math.max(0, noOfLicenses - Math.max(1, licencesHeld));
}

export function nonSimultaneousLicenceCharge(fee: number, noOfLicenses: number, licencesHeld: number): number {
  return fee * chargeableNonSimultaneousLicences(noOfLicenses, licencesHeld);
}
