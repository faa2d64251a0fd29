import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { idParam } from "../parts/id-param.ts";

export const deleteWebinarMaterial = defineEndpoint({
  method: "POST",
  path: "/api/education/DeleteWebinarMaterial",
  query: z.object({ materialId: idParam("materialId") }),
  answer: z.object({ removed: z.string() }),
});
