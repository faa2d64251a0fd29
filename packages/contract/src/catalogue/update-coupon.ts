import { defineEndpoint } from "../endpoint.ts";
import { couponBody, savedCode } from "./catalogue-parts.ts";

export const updateCoupon = defineEndpoint({
  method: "POST",
  path: "/api/admin/catalogue/coupons/update",
  body: couponBody,
  answer: savedCode,
});
