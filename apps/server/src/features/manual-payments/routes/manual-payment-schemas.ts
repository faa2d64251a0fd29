/**
 * Zod shapes of the manual payment and admin payment routes. Money leaves in currency units, like every
 * payment route (pricing-schemas.ts); the services keep minor units.
 */
import { minorToUnits } from "@investar/core";
import { z } from "zod";
import type { PaymentDetails } from "../services/get-payment-details.ts";
import type { PaymentSummary } from "../services/payment-rows.ts";
import {
  isManualPayment,
  page,
  pageFields,
  paymentDetailsSchema,
  paymentId,
  paymentSummarySchema,
  upiSchema,
} from "@investar/contract/manual-payments/payment-parts";

/** The shapes shared with the browser live in the contracts (packages/contract/src/manual-payments). */
export { isManualPayment, page, pageFields, paymentDetailsSchema, paymentId, paymentSummarySchema, upiSchema };

export function paymentInUnits(summary: PaymentSummary): z.infer<typeof paymentSummarySchema> {
  const { currency: c } = summary;
  return {
    ...summary,
    amount: minorToUnits(summary.amount, c),
    manual: summary.manual ? { ...summary.manual, declaredAmount: minorToUnits(summary.manual.declaredAmount, c) } : null,
  };
}

export function detailsInUnits(details: PaymentDetails): z.infer<typeof paymentDetailsSchema> {
  const c = details.currency;
  const inUnits = (minor: number) => minorToUnits(minor, c);
  return {
    ...details,
    ...paymentInUnits(details),
    items: details.items.map((item) => ({ ...item, total: inUnits(item.total) })),
    gst: inUnits(details.gst),
    walletDeductions: inUnits(details.walletDeductions),
    refunds: details.refunds.map((refund) => ({ ...refund, amount: inUnits(refund.amount) })),
    refundTotals: {
      refunded: inUnits(details.refundTotals.refunded),
      inFlight: inUnits(details.refundTotals.inFlight),
      left: inUnits(details.refundTotals.left),
    },
  };
}
