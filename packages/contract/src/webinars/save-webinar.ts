import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { saveWebinarBody } from "./admin-webinar-parts.ts";

export const saveWebinar = defineEndpoint({
  method: "POST",
  path: "/api/education/SaveWebinar",
  body: saveWebinarBody,
  answer: z.object({ id: z.number().int(), created: z.boolean() }),
});
