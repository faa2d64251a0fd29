import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { isManualPayment, page, pageFields } from "./payment-parts.ts";

export const getUserIdsForManualPayment = defineEndpoint({
  method: "GET",
  path: "/api/payment/GetUserIdsForManualPayment",
  query: z.object({ isManualPayment, page }),
  answer: z.object({
    users: z.array(
      z.object({
        userId: z.number().int(),
        name: z.string(),
        email: z.string(),
        pendingCount: z.number().int(),
        paymentCount: z.number().int(),
        lastPaymentAt: z.string(),
      }),
    ),
    ...pageFields,
  }),
});
