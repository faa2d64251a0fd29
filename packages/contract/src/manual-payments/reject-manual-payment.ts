import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { paymentId } from "./payment-parts.ts";
import { paymentSummarySchema } from "./payment-summary.ts";

/**
 * docs/business-rules.md#manual-payment-rejection: staff reject a manual payment awaiting verification with
 * a reason the customer reads. Core's checkRejectionReason answers with the field's own message; the cap
 * here only keeps an oversized body out.
 */
export const rejectManualPayment = defineEndpoint({
  method: "POST",
  path: "/api/payment/RejectManualPayment",
  body: z.object({
    paymentId: paymentId(),
    reason: z.string().max(2000, "The reason can have at most 500 characters.").describe("Why it is rejected, as the customer reads it"),
  }),
  answer: z.object({ message: z.string(), payment: paymentSummarySchema }),
});
