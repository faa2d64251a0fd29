import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { MARKETING_MAIL_KINDS } from "@investar/core";
import { markdownField, newsletterSummary } from "./newsletter-parts.ts";

export const saveNewsletter = defineEndpoint({
  method: "POST",
  path: "/api/admin/newsletters",
  body: z.object({
    id: z.number().int().positive().optional(),
    kind: z.enum(MARKETING_MAIL_KINDS, { error: "Choose what kind of mail this is." }),
    subject: z.string().trim().min(3, "Write a subject of at least 3 characters.").max(200, "Keep the subject under 200 characters."),
    markdown: markdownField,
  }),
  answer: newsletterSummary,
});
