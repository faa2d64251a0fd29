import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { refundStatuses } from "@investar/core";
import { currencySchema as currency } from "@investar/core/pricing/selection-schema";
import { units } from "../parts/units.ts";
import { paymentId } from "../manual-payments/payment-parts.ts";

const refundRequest = z
  .object({
    paymentId: paymentId().optional(),
    orderId: paymentId("orderId").optional().describe("Another name for paymentId"),
    amount: z
      .number({ error: "amount must be a number." })
      .positive("The refund must be more than zero.")
      .optional()
      .describe("Currency units; the whole payment when left out"),
    to: z.enum(["wallet", "gateway"], { error: 'to must be "wallet" or "gateway".' }),
    reason: z.string().max(300, "The reason can have at most 300 characters.").optional(),
    utr: z
      .string()
      .max(40, "The UTR can have at most 40 characters.")
      .optional()
      .describe("A manual payment sent back by bank transfer: that transfer's UTR (required for it, refused for others)"),
  })
  .refine((body) => body.paymentId !== undefined || body.orderId !== undefined, {
    message: "Please give the paymentId.",
    path: ["paymentId"],
  });

export const refundPayments = defineEndpoint({
  method: "POST",
  path: "/api/payment/RefundPayments",
  body: refundRequest,
  answer: z.object({
    message: z.string(),
    paymentId: z.number().int(),
    orderNumber: z.string(),
    amount: units,
    currency,
    to: z.enum(["wallet", "gateway"]),
    refundId: z.number().int(),
    status: z
      .enum(refundStatuses)
      .describe("docs/business-rules.md#refunds: credited, sent and refunded are settled; requested and pending wait for the gateway"),
    refundReference: z.string().nullable().describe("Ours, sent to the gateway as refund_ref_no"),
    gatewayReference: z.string().nullable().describe("The gateway's reference for the refund"),
    utr: z.string().nullable(),
    failureReason: z.string().nullable(),
    creditNoteNumber: z.string().nullable(),
    refunded: units.describe("Settled refunds of the payment so far"),
    inFlight: units.describe("Refunds of the payment still with the gateway"),
    left: units.describe("What can still be refunded"),
  }),
});
