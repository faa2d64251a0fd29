import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { webinarIdQuery } from "./webinar-id-query.ts";

export const cancelWebinar = defineEndpoint({
  method: "POST",
  path: "/api/education/CancelWebinar",
  query: webinarIdQuery,
  body: z.object(
    {
      reason: z.string({ error: "reason must be text." }).trim().max(500, "The reason can have at most 500 characters.").default(""),
    },
    { error: "Send the reason as JSON." },
  ),
  answer: z.object({ cancelled: z.boolean(), notified: z.number().int(), refunded: z.number().int() }),
});
