import { defineEndpoint } from "../endpoint.ts";
import { discountRuleBody, savedId } from "./catalogue-parts.ts";

export const saveDiscountRule = defineEndpoint({
  method: "POST",
  path: "/api/admin/catalogue/discount-rules",
  body: discountRuleBody,
  answer: savedId,
});
