import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { userId } from "../parts/user-id-query.ts";
import { isManualPayment, paymentDetailsSchema, paymentId } from "./payment-parts.ts";

export const getManualPaymentDetails = defineEndpoint({
  method: "GET",
  path: "/api/payment/GetManualPaymentDetails",
  query: z.object({ userId, paymentId: paymentId(), isManualPayment }),
  answer: paymentDetailsSchema,
});
