import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { userId } from "../parts/user-id-query.ts";
import { isManualPayment, page, pageFields, paymentSummarySchema } from "./payment-parts.ts";

export const getPaymentModesForManualPayment = defineEndpoint({
  method: "GET",
  path: "/api/payment/GetPaymentModesForManualPayment",
  query: z.object({ userId, isManualPayment, page }),
  answer: z.object({ payments: z.array(paymentSummarySchema), ...pageFields }),
});
