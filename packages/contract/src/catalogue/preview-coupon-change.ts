import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { couponBody } from "./catalogue-parts.ts";

/** docs/business-rules.md#catalogue-change-review: what a coupon change changes, shown before it is saved. */
export const previewCouponChange = defineEndpoint({
  method: "POST",
  path: "/api/admin/catalogue/coupons/preview",
  body: couponBody,
  answer: z.object({
    code: z.string().max(40),
    /** False: a new coupon (every field is "after" only). */
    exists: z.boolean(),
    changes: z.array(z.object({ field: z.string().max(60), before: z.string().max(500), after: z.string().max(500) })).max(20),
    pages: z.array(z.string().max(120)).max(20),
    /** Orders now holding a use of the coupon: they keep the price they were quoted. */
    ordersHolding: z.number().int(),
    timesUsed: z.number().int(),
  }),
});
