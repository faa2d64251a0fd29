import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { idBody } from "./release-parts.ts";

export const deleteVersionHistory = defineEndpoint({
  method: "POST",
  path: "/api/user/DeleteVersionHistory",
  body: idBody,
  answer: z.object({ id: z.number().int() }),
});
