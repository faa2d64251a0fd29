import { defineEndpoint } from "../endpoint.ts";
import { couponBody, savedCode } from "./catalogue-parts.ts";

export const createCoupon = defineEndpoint({
  method: "POST",
  path: "/api/admin/catalogue/coupons",
  body: couponBody,
  answer: savedCode,
});
