import { defineEndpoint } from "../endpoint.ts";
import { newsletterIdBody, newsletterSummary } from "./newsletter-parts.ts";

export const sendNewsletter = defineEndpoint({
  method: "POST",
  path: "/api/admin/newsletters/send",
  body: newsletterIdBody,
  answer: newsletterSummary,
});
