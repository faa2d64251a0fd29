/**
 * Zod shapes of the manual payment and admin payment calls. Money leaves in currency units, like every
 * payment call; the server's services keep minor units.
 */
import { z } from "zod";
import { orderStatuses } from "@investar/core";
import { idParam } from "../parts/id-param.ts";
import { flag } from "../parts/schema-parts.ts";
import { units } from "../parts/units.ts";
import { refundEntrySchema, refundTotalsSchema } from "../payments/refund-entry.ts";
import { paymentSummarySchema, upiSchema } from "./payment-summary.ts";
import { pageNumber } from "../parts/page-number.ts";

/** docs/business-rules.md#api-payment's isManualPayment: true (the default) for manual payments, false for card payments. */
export const isManualPayment = flag({ error: "isManualPayment must be true or false." }).default(true);
export const paymentId = (name = "paymentId") => idParam(name);
export const page = pageNumber;

export const pageFields = { total: z.number().int(), page: z.number().int(), pageSize: z.number().int() };

export { paymentSummarySchema, upiSchema };

export const paymentDetailsSchema = paymentSummarySchema.extend({
  customer: z.object({ userId: z.number().int(), name: z.string(), email: z.string(), mobileNo: z.string() }),
  items: z.array(z.object({ name: z.string(), total: units })),
  gst: units,
  walletDeductions: units,
  refunds: z.array(refundEntrySchema).describe("docs/business-rules.md#refunds: every refund of the payment, oldest first"),
  refundTotals: refundTotalsSchema,
  upi: upiSchema.nullable(),
  sameReference: z
    .array(z.object({ paymentId: z.number().int(), orderNumber: z.string(), userId: z.number().int(), status: z.enum(orderStatuses) }))
    .describe("Other payments declared with the same bank reference: at most one of them can be activated"),
  duplicateOf: z
    .object({ paymentId: z.number().int(), orderNumber: z.string(), status: z.enum(orderStatuses) })
    .nullable()
    .describe("The pending payment for the same purchase this one was submitted beside: a possible duplicate"),
});
