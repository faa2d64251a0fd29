import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";

export const getPaymentQueue = defineEndpoint({
  method: "GET",
  path: "/api/admin/payment-queue",
  answer: z.object({
    payments: z
      .array(
        z.object({
          paymentId: z.number().int(),
          orderNumber: z.string().max(40),
          customer: z.object({ userId: z.number().int(), name: z.string().max(300), email: z.string().max(320) }),
          mode: z.string().max(60),
          reference: z.string().max(60).nullable(),
          amount: z.number().int(),
          declaredAmount: z.number().int(),
          currency: z.enum(["INR", "USD"]),
          paymentDate: z.string().max(10),
          bankName: z.string().max(200).nullable(),
          submittedAt: z.string().max(40),
          possibleDuplicateOf: z.string().max(40).nullable(),
          sameReference: z.array(z.object({ orderNumber: z.string().max(40), statusWords: z.string().max(60) })).max(50),
        }),
      )
      .max(500),
    total: z.number().int(),
  }),
});
