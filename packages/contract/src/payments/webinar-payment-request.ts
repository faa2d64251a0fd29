/**
 * The card checkout's payment request for a webinar seat (target "webinar"), as the server parses the
 * decrypted body of EncryptFor{card gateway}: the seat request plus the payment request's own parts. The
 * page builds it with core's webinarPaymentRequestFor.
 */
import { paymentGateways, type WebinarPaymentRequest } from "@investar/core";
import { cardPaymentOption, paymentFormSchema } from "@investar/core/payments/payment-request-schema";
import { z } from "zod";
import { seatRequest } from "../webinars/seat-request.ts";

export const webinarPaymentRequestSchema = seatRequest.extend({
  form: paymentFormSchema.default({}),
  target: z.literal("webinar"),
  userId: z.number().int().positive(),
  paymentGateway: z.enum(paymentGateways).optional().describe("Left out: the gateway of the call it is sent to"),
  paymentOption: cardPaymentOption,
});

export type ParsedWebinarPaymentRequest = z.output<typeof webinarPaymentRequestSchema>;

// What the page builds must be what this parses: a change to one that the other does not follow fails to compile.
const pageBuildsThis: WebinarPaymentRequest extends z.input<typeof webinarPaymentRequestSchema> ? true : false = true;
void pageBuildsThis;
