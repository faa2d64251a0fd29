/**
 * The tax lines of a tax invoice. The pricing engine has already charged GST — 18% of the taxable
 * value, truncated to a whole rupee (pricing/gst.ts) — and the customer paid exactly that, so the
 * invoice never recomputes it: it divides what was charged. Intra-state: CGST 9% + SGST 9%, halves
 * that add up to the GST charged to the paisa (an odd rupee leaves 50 paise each; an odd paisa goes
 * to CGST). Inter-state: all of it IGST 18%. Export: zero-rated, IGST 0.
 */
import type { SupplyType } from "./place-of-supply.ts";

export const CGST_PERCENT = 9;
export const SGST_PERCENT = 9;
export const IGST_PERCENT = 18;

export interface TaxRates {
  cgst: number;
  sgst: number;
  igst: number;
}

/** Amounts in minor units. */
export interface TaxAmounts {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** taxable + cgst + sgst + igst */
  total: number;
}

export function taxRates(type: SupplyType): TaxRates {
  switch (type) {
    case "intraState":
      return { cgst: CGST_PERCENT, sgst: SGST_PERCENT, igst: 0 };
    case "interState":
      return { cgst: 0, sgst: 0, igst: IGST_PERCENT };
    case "export":
      return { cgst: 0, sgst: 0, igst: 0 };
  }
}

/** GST charged, divided as the supply requires. */
export function splitTax(gstMinor: number, type: SupplyType): Pick<TaxAmounts, "cgst" | "sgst" | "igst"> {
  if (!Number.isSafeInteger(gstMinor) || gstMinor < 0)
    throw new RangeError(`GST must be a whole, non-negative number of minor units, got ${gstMinor}`);
  if (type === "export" && gstMinor !== 0) throw new RangeError("An export of services is zero-rated: no GST can have been charged on it.");
  if (type === "intraState") {
    const cgst = Math.ceil(gstMinor / 2);
    return { cgst, sgst: gstMinor - cgst, igst: 0 };
  }
  return { cgst: 0, sgst: 0, igst: gstMinor };
}

/** The invoice's amounts from the order's taxable value and the GST charged on it. */
export function invoiceTaxes(taxableMinor: number, gstMinor: number, type: SupplyType): TaxAmounts {
  if (!Number.isSafeInteger(taxableMinor) || taxableMinor < 0)
    throw new RangeError(`The taxable value must be a whole, non-negative number of minor units, got ${taxableMinor}`);
  return { taxable: taxableMinor, ...splitTax(gstMinor, type), total: taxableMinor + gstMinor };
}

export function taxOf(amounts: Pick<TaxAmounts, "cgst" | "sgst" | "igst">): number {
  return amounts.cgst + amounts.sgst + amounts.igst;
}
