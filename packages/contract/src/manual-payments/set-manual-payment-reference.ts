import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { idParam } from "../parts/id-param.ts";
import { paymentSummarySchema } from "./payment-summary.ts";

/** The customer adds (or corrects) the UTR of their own manual payment while it waits for verification; answered as stored. */
export const setManualPaymentReference = defineEndpoint({
  method: "POST",
  path: "/api/payment/SetManualPaymentReference",
  body: z.object({
    paymentId: idParam("paymentId"),
    reference: z.string().max(60, "At most 60 characters.").describe("The UTR (UPI: 12 digits), as typed"),
  }),
  answer: paymentSummarySchema,
});
