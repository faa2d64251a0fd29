import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { priceSetBody } from "./catalogue-parts.ts";

export const addPriceSet = defineEndpoint({
  method: "POST",
  path: "/api/admin/catalogue/price-sets",
  body: priceSetBody,
  answer: z.object({ id: z.string(), copiedFrom: z.string(), prices: z.number().int() }),
});
