import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { standalonePricesBody } from "./catalogue-parts.ts";

export const saveStandalonePrices = defineEndpoint({
  method: "POST",
  path: "/api/admin/catalogue/standalone-prices",
  body: standalonePricesBody,
  answer: z.object({ saved: z.number().int() }),
});
