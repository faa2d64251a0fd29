import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { newsletterIdBody } from "./newsletter-parts.ts";

export const sendTestNewsletter = defineEndpoint({
  method: "POST",
  path: "/api/admin/newsletters/send-test",
  body: newsletterIdBody,
  answer: z.object({ sentTo: z.string() }),
});
