import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import { markdownField } from "./newsletter-parts.ts";

export const previewNewsletter = defineEndpoint({
  method: "POST",
  path: "/api/admin/newsletters/preview",
  body: z.object({ markdown: markdownField }),
  answer: z.object({ html: z.string() }),
});
