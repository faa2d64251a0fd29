import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { paymentId, paymentSummarySchema } from "../manual-payments/payment-parts.ts";

export const updateUserPaymentStatus = defineEndpoint({
  method: "GET",
  path: "/api/payment/UpdateUserPaymentStatus",
  query: z.object({ paymentId: paymentId(), paymentStatus: z.string().max(2000, "The payment status is too long.") }),
  answer: paymentSummarySchema,
});
