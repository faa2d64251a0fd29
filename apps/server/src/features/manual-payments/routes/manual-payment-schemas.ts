/**
 * Zod shapes of the manual payment and admin payment routes. Money leaves in currency units, like every
 * payment route (pricing-schemas.ts); the services keep minor units.
 */
import { minorToUnits, orderStatuses } from "@investar/core";
import { paymentSummarySchema, upiSchema } from "@investar/contract/manual-payments/payment-summary";
import { z } from "zod";
import type { PaymentDetails } from "../services/get-payment-details.ts";
import type { PaymentSummary } from "../services/payment-rows.ts";
import { idParam } from "@investar/contract/parts/id-param";
import { units } from "../../catalogue/index.ts";
import { flag } from "@investar/contract/parts/schema-parts";

/** docs/business-rules.md#api-payment's isManualPayment: true (the default) for manual payments, false for card payments. */
export const isManualPayment = flag({ error: "isManualPayment must be true or false." }).default(true);
export const paymentId = (name = "paymentId") => idParam(name);
export const page = z.coerce
  .number({ error: "page must be a number." })
  .int("page must be a whole number.")
  .min(1, "page starts at 1.")
  .max(1_000_000, "page is too large.")
  .default(1);

export const pageFields = { total: z.number().int(), page: z.number().int(), pageSize: z.number().int() };

// Shared with the browser: the answers of SetUsersManualPayment and StartUpiPayment carry them.
export { paymentSummarySchema, upiSchema } from "@investar/contract/manual-payments/payment-summary";

export function paymentInUnits(summary: PaymentSummary): z.infer<typeof paymentSummarySchema> {
  const { currency: c } = summary;
  return {
    ...summary,
    amount: minorToUnits(summary.amount, c),
    manual: summary.manual ? { ...summary.manual, declaredAmount: minorToUnits(summary.manual.declaredAmount, c) } : null,
  };
}

export const paymentDetailsSchema = paymentSummarySchema.extend({
  customer: z.object({ userId: z.number().int(), name: z.string(), email: z.string(), mobileNo: z.string() }),
  items: z.array(z.object({ name: z.string(), total: units })),
  gst: units,
  walletDeductions: units,
  refund: z
    .object({ amount: units, destination: z.enum(["wallet", "gateway"]), status: z.string(), reason: z.string(), createdAt: z.string() })
    .nullable(),
  upi: upiSchema.nullable(),
  sameReference: z
    .array(z.object({ paymentId: z.number().int(), orderNumber: z.string(), userId: z.number().int(), status: z.enum(orderStatuses) }))
    .describe("Other payments declared with the same bank reference: at most one of them can be activated"),
});

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
