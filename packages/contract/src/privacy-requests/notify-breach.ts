import { breachAudienceInput } from "@investar/core";
import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";

export const notifyBreach = defineEndpoint({
  method: "POST",
  path: "/api/admin/privacy/breaches/notify",
  body: z.object({ id: z.number().int().positive(), audience: breachAudienceInput, preview: z.boolean().default(false) }),
  answer: z.object({
    matched: z.number().int(),
    queued: z.number().int(),
    alreadyNotified: z.number().int(),
    unknownEmails: z.array(z.string().max(254)).max(50),
  }),
});
