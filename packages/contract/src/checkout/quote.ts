import { selectionSchema } from "@investar/core/pricing/selection-schema";
import { defineEndpoint } from "../endpoint.ts";
import { priceSummary } from "./price-summary.ts";

/**
 * Price a selection (docs/business-rules.md#price-summary): the body is the selection itself, parsed by
 * core's one selection schema; the answer is the Price summary in currency units. A refusal is a 400 with
 * one of docs/business-rules.md#pricing-error-codes.
 */
export const quote = defineEndpoint({
  method: "POST",
  path: "/api/payment/Quote",
  body: selectionSchema,
  answer: priceSummary,
});
