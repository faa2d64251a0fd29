import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";

/**
 * docs/business-rules.md#api-payment `POST payment/EncryptFor{card gateway}` (ADR 0007): the body is
 * docs/business-rules.md#payment-request's payment request, encrypted by the page
 * (docs/business-rules.md#payment-request-encryption); the answer is the form the browser posts to the gateway.
 */
export const encryptForCcavenue = defineEndpoint({
  method: "POST",
  path: "/api/payment/EncryptForCCAvenue",
  body: z
    .string()
    .min(1, "The payment request is missing.")
    .max(20_000, "The payment request is too long.")
    .describe(
      "base64 of the payment request {form, selItems, target, userId, currency, paymentGateway, paymentOption} encrypted as core's encryptPaymentRequest does (a JSON string, or text/plain)",
    ),
  answer: z.object({
    action: z
      .string()
      .regex(/^(https?:\/\/|\/)/u)
      .describe("Where the browser posts the form (the gateway, or our simulator)"),
    fields: z.object({ encRequest: z.string(), access_code: z.string() }),
  }),
});
