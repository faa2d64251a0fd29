/**
 * A credit note gives back part (or all) of an invoice: a GST-inclusive amount, split into taxable
 * value and tax in the invoice's own proportion. Each note's share is taken as the difference of two
 * cumulative shares (everything credited after it minus everything before it), so however a refund is
 * cut into notes, they add up to the invoice's taxable value, CGST, SGST and IGST exactly once the
 * whole invoice is credited — no paisa of rounding is lost or invented on the way.
 */
import { formatMoney, isChargeable, type Currency } from "../money.ts";
import type { TaxAmounts } from "./tax-split.ts";

/** Minor units of `part` of `whole`, `share` of it, rounded half up; exact integer arithmetic. */
function proportion(share: number, part: number, whole: number): number {
  if (whole === 0) return 0;
  const product = BigInt(share) * BigInt(part);
  const w = BigInt(whole);
  return Number((product * 2n + w) / (2n * w));
}

/** What the first `credited` minor units of the invoice's total carry of each amount. */
function cumulative(invoice: TaxAmounts, credited: number): TaxAmounts {
  const tax = proportion(credited, invoice.cgst + invoice.sgst + invoice.igst, invoice.total);
  const cgst = invoice.cgst === 0 ? 0 : invoice.sgst === 0 ? tax : Math.ceil(tax / 2);
  const sgst = invoice.sgst === 0 ? 0 : tax - cgst;
  const igst = tax - cgst - sgst;
  return { taxable: credited - tax, cgst, sgst, igst, total: credited };
}

export type CreditNoteSplit = { ok: true; amounts: TaxAmounts } | { ok: false; message: string };

/**
 * The amounts of a credit note for `amountMinor` against an invoice of which `alreadyCredited` minor
 * units were credited by earlier notes. Refunds are whole rupees (cents), as every payment was; the
 * tax inside a partial refund may still carry paise.
 */
export function creditNoteTaxes(invoice: TaxAmounts, currency: Currency, alreadyCredited: number, amountMinor: number): CreditNoteSplit {
  if (!isChargeable(amountMinor, currency) || amountMinor <= 0) {
    return { ok: false, message: `A credit note must be for a positive amount in whole ${currency === "INR" ? "rupees" : "cents"}.` };
  }
  const left = invoice.total - alreadyCredited;
  if (amountMinor > left)
    return {
      ok: false,
      message: `Only ${formatMoney(left, currency)} of this invoice is left to credit, not ${formatMoney(amountMinor, currency)}.`,
    };
  const before = cumulative(invoice, alreadyCredited);
  const after = cumulative(invoice, alreadyCredited + amountMinor);
  return {
    ok: true,
    amounts: {
      taxable: after.taxable - before.taxable,
      cgst: after.cgst - before.cgst,
      sgst: after.sgst - before.sgst,
      igst: after.igst - before.igst,
      total: amountMinor,
    },
  };
}
