/**
 * Zod shapes of the manual payment and admin payment routes. Money leaves in currency units, like every
 * payment route (pricing-schemas.ts); the services keep minor units.
 */
import { minorToUnits } from "@investar/core";
import { currencySchema, selectionSchema } from "@investar/core/pricing/selection-schema";
import { z } from "zod";
import type { ManualPurchase } from "../services/submit-manual-payment.ts";
import type { PaymentDetails } from "../services/get-payment-details.ts";
import type { PaymentSummary } from "../services/payment-rows.ts";
import { jsonId } from "@investar/contract/parts/schema-parts";
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
    refund: details.refund ? { ...details.refund, amount: inUnits(details.refund.amount) } : null,
  };
}

/** What a manual payment buys: a subscription (selItems) or a webinar seat (webinar), one of the two. */
export const manualPurchaseFields = {
  selItems: selectionSchema.optional(),
  webinar: z
    .object({
      webinarId: jsonId("webinarId"),
      currency: currencySchema,
      couponCode: z.string().trim().max(40, "At most 40 characters.").optional(),
    })
    .optional()
    .describe("A webinar seat instead of a subscription"),
};

type PurchaseFields = { selItems?: z.output<typeof selectionSchema>; webinar?: z.output<typeof manualPurchaseFields.webinar> };

export const oneManualPurchase = {
  check: (body: PurchaseFields) => (body.selItems === undefined) !== (body.webinar === undefined),
  problem: { message: "Send either selItems (a subscription) or webinar (a webinar seat).", path: ["selItems"] },
};

/** The purchase a checked body names (oneManualPurchase guarantees exactly one). */
export function manualPurchaseOf({ selItems, webinar }: PurchaseFields): ManualPurchase {
  return webinar ? { kind: "webinar", ...webinar } : { kind: "subscription", selection: selItems! };
}
