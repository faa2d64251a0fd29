import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { couponDisabledBody } from "./catalogue-parts.ts";

export const setCouponDisabled = defineEndpoint({
  method: "POST",
  path: "/api/admin/catalogue/coupons/disable",
  body: couponDisabledBody,
  answer: z.object({ code: z.string(), disabled: z.boolean() }),
});
