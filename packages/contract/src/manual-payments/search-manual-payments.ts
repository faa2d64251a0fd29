import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { isManualPayment, paymentSummarySchema } from "./payment-parts.ts";

export const searchManualPayments = defineEndpoint({
  method: "GET",
  path: "/api/payment/SearchManualPayments",
  query: z.object({
    query: z
      .string()
      .max(60, "The search is too long.")
      .describe("A UTR, cheque or DD number, or an order number (spaces and case ignored)"),
    isManualPayment,
  }),
  answer: z.object({
    payments: z.array(paymentSummarySchema.extend({ customer: z.object({ name: z.string(), email: z.string() }) })),
  }),
});
