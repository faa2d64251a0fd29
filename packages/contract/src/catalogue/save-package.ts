import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { packageBody } from "./catalogue-parts.ts";

export const savePackage = defineEndpoint({
  method: "POST",
  path: "/api/admin/catalogue/packages",
  body: packageBody,
  answer: z.object({ id: z.number().int() }),
});
