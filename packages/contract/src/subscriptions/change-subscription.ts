import { z } from "zod";
import { paymentRequestSchema } from "@investar/core/payments/payment-request-schema";
import { defineEndpoint } from "../endpoint.ts";
import { isoDate } from "../parts/iso-date.ts";

/** A change the customer's credits pay in full (paymentGateway ChangeSub), applied at once: the order made for it. */
export const changeSubscription = defineEndpoint({
  method: "POST",
  path: "/api/payment/ChangeSubscription",
  body: paymentRequestSchema,
  answer: z.object({ orderNumber: z.string(), activatedUntil: isoDate, message: z.string() }),
});
