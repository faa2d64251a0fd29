import { defineEndpoint } from "../endpoint.ts";
import { deleted, ruleIdBody } from "./catalogue-parts.ts";

export const deleteDiscountRule = defineEndpoint({
  method: "POST",
  path: "/api/admin/catalogue/discount-rules/delete",
  body: ruleIdBody,
  answer: deleted,
});
