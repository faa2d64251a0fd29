import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { idBody } from "./release-parts.ts";

export const deleteSetup = defineEndpoint({
  method: "POST",
  path: "/api/admin/DeleteSetup",
  body: idBody,
  answer: z.object({ id: z.number().int() }),
});
