import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { isoDate } from "../parts/iso-date.ts";
import { pricesBody } from "./catalogue-parts.ts";

/**
 * docs/business-rules.md#catalogue-change-review: the prices go live on a later day, in the dated price set
 * of that day (made as a copy of the set then in effect when there is none).
 */
export const schedulePriceChange = defineEndpoint({
  method: "POST",
  path: "/api/admin/catalogue/prices/schedule",
  body: pricesBody.extend({ effectiveFrom: isoDate }),
  answer: z.object({ saved: z.number().int(), priceSets: z.array(z.string().max(60)).max(2), effectiveFrom: z.string().max(10) }),
});
