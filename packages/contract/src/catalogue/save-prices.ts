import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { pricesBody } from "./catalogue-parts.ts";

export const savePrices = defineEndpoint({
  method: "POST",
  path: "/api/admin/catalogue/prices",
  body: pricesBody,
  answer: z.object({ saved: z.number().int() }),
});
