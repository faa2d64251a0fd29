/**
 * A seat in a webinar as every endpoint that sells one takes it (GetWebinarSeatPrice, the card checkout's
 * webinar request, SetUsersManualPayment and StartUpiPayment for a seat): which webinar, in which
 * currency, with the webinar's coupon if the customer typed one. The server prices the seat itself (the
 * webinar offer rule); nothing here is an amount.
 */
import { currencySchema } from "@investar/core/pricing/selection-schema";
import { z } from "zod";
import { id, jsonId } from "../parts/schema-parts.ts";

/** The webinar's coupon as typed: trimmed, one length rule and one message wherever a seat is asked for. */
export const seatCouponCode = z.string().trim().max(40, "couponCode must be at most 40 characters.").optional();

/** A seat request in a JSON body. */
export const seatRequest = z.object({
  webinarId: jsonId("webinarId"),
  currency: currencySchema,
  couponCode: seatCouponCode,
});

/** The same request in a query string: the id as digits, and the currency may follow the caller's address. */
export const seatRequestQuery = seatRequest.extend({
  webinarId: id("webinarId"),
  currency: z.enum(["INR", "USD"], { error: "currency must be INR or USD." }).optional(),
});

export type SeatRequest = z.output<typeof seatRequest>;
