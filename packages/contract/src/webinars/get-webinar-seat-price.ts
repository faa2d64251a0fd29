import { WEBINAR_STATUSES } from "@investar/core";
import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { seatRequestQuery } from "./seat-request.ts";

const price = z.object({
  listPrice: z.number(),
  discountPercent: z.number(),
  price: z.number(),
  gst: z.number(),
  total: z.number(),
  offerApplied: z.boolean(),
});

/** What the caller pays for a webinar, in currency units (rupees, dollars): GST included for INR, the running offer applied. */
export const callerPrice = z.object({
  currency: z.enum(["INR", "USD"]),
  kind: z.enum(["free", "subscriber", "paid"]),
  amount: price.nullable(),
});

/**
 * The webinar buy page's price: one seat for the caller, by the webinar offer rule, with the coupon they
 * typed when it applies (a coupon that does not is named in couponProblem and the price is without it),
 * and why they cannot buy it now, if so.
 */
export const getWebinarSeatPrice = defineEndpoint({
  method: "GET",
  path: "/api/payment/GetWebinarSeatPrice",
  query: seatRequestQuery,
  answer: z.object({
    webinarId: z.number().int(),
    title: z.string(),
    titleHi: z.string().nullable().describe("The title in Hindi, or null when staff wrote none"),
    dateTime: z.string(),
    duration: z.number().int(),
    presenter: z.string(),
    status: z.enum(WEBINAR_STATUSES),
    seatsLeft: z.number().int().nullable(),
    price: callerPrice,
    couponCode: z.string().nullable().describe("The coupon the price includes, or null"),
    couponProblem: z.string().nullable(),
    refusal: z.object({ code: z.string(), message: z.string() }).nullable().describe("Why the seat cannot be bought now"),
  }),
});
