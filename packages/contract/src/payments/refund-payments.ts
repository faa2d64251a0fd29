import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
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
    status: z.enum(["credited", "awaiting-gateway"]),
    creditNoteNumber: z.string().nullable(),
  }),
});
