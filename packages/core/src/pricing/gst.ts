/** GST (docs/business-rules.md#gst): 18 percent for INR only, truncated to a whole rupee; none for USD. */
import { chargeableUnit, type Currency } from "../money.ts";

export const GST_PERCENT = 18;

/**
 * GST on a taxable amount in minor units. For INR the tax is rounded down to a whole rupee
 * (₹2,493 → ₹448.74 → ₹448); foreign (USD) sales carry no GST.
 */
export function gstFor(taxableMinor: number, currency: Currency): number {
  if (currency !== "INR" || taxableMinor <= 0) return 0;
  const unit = chargeableUnit(currency);
  // Integer arithmetic: whole rupees × 18 ÷ 100, truncated — no float rounding surprises.
  return Math.floor((Math.floor(taxableMinor / unit) * GST_PERCENT) / 100) * unit;
}
